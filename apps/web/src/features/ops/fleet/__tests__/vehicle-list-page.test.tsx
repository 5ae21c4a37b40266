import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERMS, type PermissionCode, type VehicleRecord } from '@bus/contracts';
import { seedDictionaries } from '../../../../lib/dict-cache-store';
import { getReply, http, postReply } from '../../../../lib/http';
import { useSessionStore } from '../../../../lib/session';
import VehicleListPage from '../pages/vehicle-list-page';

vi.mock('../../../../lib/http', async (importOriginal) => ({ ...(await importOriginal<object>()), getReply: vi.fn(), postReply: vi.fn() }));

const bus: VehicleRecord = {
  id: 'v1',
  plate: '鄂A·D10001',
  selfNo: '1001',
  model: '比亚迪 K9',
  energyType: 'electric',
  energyType_dictText: '纯电动',
  seats: 30,
  capacity: 80,
  departId: null,
  departName: null,
  routeId: 'r1',
  routeNumber: '1路',
  status: 'operating',
  status_dictText: '运营',
  purchaseDate: '2024-01-01',
  inspectionExpiry: '2099-01-01',
  insuranceExpiry: null,
  remark: null,
  createBy: 'admin',
  createTime: '2026-03-01 08:30:00',
  updateBy: null,
  updateTime: null,
  version: 3,
};
const reply = <T,>(result: T) => ({ success: true, message: '', code: 200, result, timestamp: 0 });
const entry = (action: string) => ({ action, describe: action, type: '1', status: '1' });
const holding = (...codes: PermissionCode[]) => useSessionStore.setState({ auth: codes.map(entry), allAuth: [] });
const listCalls = () => vi.mocked(getReply).mock.calls.filter(([url]) => url === '/ops/vehicle/list');
/** the messages under a field (one clearing away while the next shows, too) */
const errorsOf = (label: string) =>
  [...(within(screen.getByRole('dialog')).getByLabelText(label).closest('.ant-form-item')?.querySelectorAll('.ant-form-item-explain-error') ?? [])].map(
    (e) => e.textContent,
  );

beforeEach(() => {
  seedDictionaries({
    ops_energy_type: [{ value: 'electric', text: '纯电动' } as never],
    ops_vehicle_status: [{ value: 'operating', text: '运营' } as never],
  });
  vi.mocked(getReply).mockImplementation(async (url: string) => {
    if (url === '/ops/vehicle/list') return reply({ records: [bus], total: 1, size: 10, current: 1, pages: 1 });
    if (url === '/ops/vehicle/expiring') return reply({ inspection: 2, insurance: 1, vehicles: 3, days: 30 });
    return reply([]); // the pickers' options
  });
});
afterEach(() => {
  useSessionStore.setState({ auth: [], allAuth: [] });
  vi.clearAllMocks();
});

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <VehicleListPage title="车辆管理" />
    </QueryClientProvider>,
  );
}

describe('车辆管理 on the kits (issue 23)', () => {
  it('shows the catalogue columns and warns of 年检 / 保险 ending, and 只看这些车辆 asks for those only, even with the box folded away', async () => {
    holding(...Object.values(PERMS.ops.vehicle));
    const user = userEvent.setup({ delay: null });
    renderPage();
    const row = (await screen.findByText('鄂A·D10001')).closest('tr')!;
    expect(within(row).getByText('30 / 80')).toBeTruthy();
    expect(within(row).getByText('1路')).toBeTruthy();
    expect(within(row).getByText('纯电动')).toBeTruthy();
    expect(screen.getByText('3 辆车 30 天内年检或保险到期（年检 2 辆，保险 1 辆）')).toBeTruthy();
    expect(listCalls().at(-1)?.[1]?.params).not.toHaveProperty('expiring', '1');
    await user.click(screen.getByRole('button', { name: '只看这些车辆' }));
    await waitFor(() => expect(listCalls().at(-1)?.[1]?.params).toMatchObject({ expiring: '1' }));
  });

  it('edits a vehicle with its version, refusing a capacity below the seats and a wrong plate under their fields first', async () => {
    holding(...Object.values(PERMS.ops.vehicle));
    const put = vi.spyOn(http, 'put').mockResolvedValue({ data: reply(bus) } as never);
    const user = userEvent.setup({ delay: null });
    renderPage();
    const row = (await screen.findByText('鄂A·D10001')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('编辑车辆')).toBeTruthy();
    const plate = within(dialog).getByLabelText('车牌号');
    await waitFor(() => expect(plate).toHaveProperty('value', '鄂A·D10001'));
    await user.clear(plate);
    await user.type(plate, 'AB12345');
    const capacity = within(dialog).getByLabelText('核载人数');
    await user.clear(capacity);
    await user.type(capacity, '20');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(errorsOf('核载人数')).toContain('座位数不能大于核载人数'));
    expect(errorsOf('车牌号').join()).toContain('车牌号格式不正确');
    expect(put).not.toHaveBeenCalled();

    await user.clear(plate);
    await user.type(plate, '鄂A·D10002');
    await user.clear(capacity);
    await user.type(capacity, '80');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put.mock.calls[0][0]).toBe('/ops/vehicle/edit');
    expect(put.mock.calls[0][1]).toMatchObject({ id: 'v1', version: 3, plate: '鄂A·D10002', capacity: 80, seats: 30, inspectionExpiry: '2099-01-01' });
    expect(postReply).not.toHaveBeenCalled();
  });
});
