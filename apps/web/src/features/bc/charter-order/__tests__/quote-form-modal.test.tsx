import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { DEFAULT_CUSTOM_RULE, type CharterDemandRecord, type CharterPackageRecord } from '@bus/contracts';
import { http, postReply } from '../../../../lib/http';
import { QuoteFormModal } from '../components/quote-form-modal';

const PACKAGE: CharterPackageRecord = {
  id: 'p45',
  name: '45 座大巴校园研学',
  vehicleType: 'large',
  seats: 45,
  dayPriceCents: 240_000,
  includedHours: 8,
  includedKm: 150,
  overtimePriceCents: 12_000,
  kmPriceCents: 600,
  validFrom: '2000-01-01',
  validTo: '2099-12-31',
  state: 'published',
  remark: null,
  createBy: null,
  createTime: null,
  updateBy: null,
  updateTime: null,
  version: 0,
};

vi.mock('../../../../lib/http', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../lib/http')>();
  const reply = (result: unknown) => ({ success: true, message: '', code: 200, result, timestamp: 0 });
  return {
    ...original,
    // 定制规则 as a company starts with it; no dictionary items (the tags show the values)
    getReply: vi.fn(async (url: string) =>
      reply(url.startsWith('/bc/customRule') ? { ...DEFAULT_CUSTOM_RULE, updateBy: null, updateTime: null, version: 0 } : []),
    ),
    postReply: vi.fn(async (_url: string, body: object) => reply({ ...body, id: 'o1', orderNo: 'BC202612080001', totalCents: 1_188_000 })),
    http: { ...original.http, put: vi.fn(), get: vi.fn(async () => ({ data: reply({ records: [PACKAGE], total: 1, current: 1, size: 100, pages: 1 }) })) },
  };
});

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
const demand: CharterDemandRecord = {
  id: 'd1',
  customerKind: 'school',
  customerName: '江城第一中学',
  contact: '王老师',
  phone: '13800000001',
  startDate: day(20),
  endDate: day(21),
  fromPlace: '江城第一中学南门',
  toPlace: '恩施大峡谷',
  stops: null,
  passengers: 80,
  roundTrip: true,
  vehiclePreference: 'large',
  note: null,
  state: 'new',
  closeReason: null,
  createBy: null,
  createTime: null,
  updateBy: null,
  updateTime: null,
  version: 0,
};

describe('报价单 from a demand (issue 25)', () => {
  it('fills from the demand, takes the school discount, prices as the clerk types, says a discount needs approval and sends one hours value per day', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <QuoteFormModal open demand={demand} onClose={() => undefined} />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: '报价：江城第一中学' });
    await waitFor(() => expect(within(dialog).getByLabelText('折扣')).toHaveValue('10.0'));
    // one hours field per day of the trip
    expect(within(dialog).getAllByLabelText(/用车时长$/)).toHaveLength(2);

    await user.click(within(dialog).getByRole('combobox', { name: '包车套餐' }));
    await user.click(await screen.findByTitle('45 座大巴校园研学'));
    await user.clear(within(dialog).getByLabelText('总里程'));
    await user.type(within(dialog).getByLabelText('总里程'), '600');
    // 80 pupils, one coach by default
    expect(await within(dialog).findByText('1 辆 45 座车坐不下 80 人')).toBeVisible();
    await user.clear(within(dialog).getByLabelText('车辆数'));
    await user.type(within(dialog).getByLabelText('车辆数'), '2');
    await waitFor(() => expect(within(dialog).getByTestId('quote-total')).toHaveTextContent('¥11,880.00'));

    await user.clear(within(dialog).getByLabelText('折扣'));
    await user.type(within(dialog).getByLabelText('折扣'), '20');
    expect(await within(dialog).findByText('超过审批线 15%，客户确认时需总经理审批')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(postReply).toHaveBeenCalled());
    expect(vi.mocked(postReply).mock.calls[0][0]).toBe('/bc/charterOrder/add');
    expect(vi.mocked(postReply).mock.calls[0][1]).toMatchObject({
      demandId: 'd1',
      customerKind: 'school',
      packageId: 'p45',
      vehicles: 2,
      km: 600,
      dayHours: [8, 8],
      discountPercent: 20,
    });
    expect(http.put).not.toHaveBeenCalled();
  });
});
