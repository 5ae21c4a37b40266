import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHONE_SEARCH_MESSAGE, type MemberRecord } from '@bus/contracts';
import { seedDictionaries } from '../../../../lib/dict-cache-store';
import { getReply } from '../../../../lib/http';
import MemberListPage from '../pages/member-list-page';

vi.mock('../../../../lib/http', async (importOriginal) => ({ ...(await importOriginal<object>()), getReply: vi.fn() }));

const reply = <T,>(result: T) => ({ success: true, message: '', code: 200, result, timestamp: 0 });
const page = <T,>(records: T[]) => reply({ records, total: records.length, size: 10, current: 1, pages: 1 });

/** as the server sends a member: phone and ID card already masked */
const member: MemberRecord = {
  id: 'm1',
  phone: '138****0001',
  nickname: '江城小王',
  realName: '王芳',
  idCardMasked: '4201**********0021',
  realNameState: 'verified',
  realNameState_dictText: '已实名',
  cardCount: 2,
  status: 'normal',
  status_dictText: '正常',
  registerTime: '2026-03-01 09:00:00',
  lastActiveTime: '2026-12-01 18:30:00',
};

const listParams: Record<string, unknown>[] = [];

beforeEach(() => {
  listParams.length = 0;
  seedDictionaries({
    ops_member_real_name_state: [{ value: 'verified', text: '已实名' } as never],
    ops_member_status: [{ value: 'normal', text: '正常' } as never],
  });
  vi.mocked(getReply).mockImplementation(async (url: string, config?: { params?: Record<string, unknown> }) => {
    if (url === '/ops/member/list') {
      listParams.push(config?.params ?? {});
      return page([member]);
    }
    if (url === '/ops/member/tickets') return page([]);
    throw new Error(`unexpected GET ${url}`);
  });
});
afterEach(() => vi.mocked(getReply).mockReset());

function renderPage() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemberListPage title="会员管理" />
    </QueryClientProvider>,
  );
}

/** no run of 7 or more digits anywhere: a whole phone or ID card number would have one */
const noWholeNumber = (element: HTMLElement) => expect(element.textContent).not.toMatch(/\d{7,}/);

describe('会员管理 masking (issue 23 item 8)', () => {
  it('shows a member’s phone masked in the list and phone and ID card masked in the details', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('138****0001')).closest<HTMLElement>('.ant-table-row')!;
    expect(within(row).getByText('王芳')).toBeVisible();
    noWholeNumber(table);

    await user.click(within(row).getByRole('button', { name: /详\s*情/ }));
    const details = await screen.findByTestId('member-detail');
    const value = (label: string) => within(details).getByText(label).closest('.ant-descriptions-item-label')?.nextElementSibling?.textContent;
    expect(value('手机号')).toBe('138****0001');
    expect(value('身份证号')).toBe('4201**********0021');
    noWholeNumber(details);
    expect(screen.getByText('会员详情 · 138****0001')).toBeVisible();
  });

  it('searches by the last 4 digits of a phone, and refuses 3 digits under the field without asking the server', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByText('138****0001');
    const phone = screen.getByLabelText('手机号');
    await user.type(phone, '001');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    const field = phone.closest('.ant-form-item')!;
    await waitFor(() => expect(field.querySelector('.ant-form-item-explain-error')?.textContent).toBe(PHONE_SEARCH_MESSAGE));
    expect(listParams).toHaveLength(1);

    await user.type(phone, '1');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(listParams.at(-1)).toMatchObject({ phone: '0011' }));
  });
});
