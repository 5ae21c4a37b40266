import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERMS } from '@bus/contracts';
import { seedDictionaries } from '../../../../lib/dict-cache-store';
import { getReply } from '../../../../lib/http';
import { useSessionStore } from '../../../../lib/session';
import AnnouncementListPage from '../pages/announcement-list-page';

vi.mock('../../../../lib/http', async (importOriginal) => ({ ...(await importOriginal<object>()), getReply: vi.fn() }));

const entry = (action: string) => ({ action, describe: action, type: '1', status: '1' });
const reply = <T,>(result: T, message = '') => ({ success: true, message, code: 200, result, timestamp: 0 });
const STATUS_TEXT: Record<string, string> = { '0': '未发布', '1': '已发布', '2': '已撤销' };
const notice = (id: string, titile: string, sendStatus: string) => ({
  id,
  titile,
  msgContent: null,
  startTime: null,
  endTime: null,
  sender: 'admin',
  priority: 'L',
  priority_dictText: '一般消息',
  msgCategory: '1',
  msgCategory_dictText: '通知公告',
  msgType: 'ALL',
  userIds: null,
  sendStatus,
  sendStatus_dictText: STATUS_TEXT[sendStatus],
  sendTime: null,
  cancelTime: null,
  openType: null,
  openPage: null,
  busType: null,
  busId: null,
  createBy: 'admin',
  createTime: '2026-12-01 08:00:00',
  version: 0,
});
const rows = [notice('a1', '草稿一则', '0'), notice('a2', '已发一则', '1'), notice('a3', '撤回一则', '2')];

function renderPage() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <AnnouncementListPage title="系统通告" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  seedDictionaries({
    send_status: Object.entries(STATUS_TEXT).map(([value, text]) => ({ value, text }) as never),
    msg_category: [{ value: '1', text: '通知公告' } as never],
    priority: [{ value: 'L', text: '一般消息' } as never],
  });
  vi.mocked(getReply).mockImplementation(async (url: string) => {
    if (url === '/sys/annountCement/list') return reply({ records: rows, total: 3, size: 10, current: 1, pages: 1 });
    if (url === '/sys/annountCement/doReleaseData') return reply(null, '该系统通知发布成功');
    throw new Error(`unexpected GET ${url}`);
  });
});
afterEach(() => useSessionStore.setState({ auth: [], allAuth: [] }));

const linksOf = (title: string) =>
  within(screen.getByText(title).closest('tr')!)
    .getAllByRole('button')
    .map((b) => b.textContent?.replace(/\s/g, ''));

describe('系统通告 (its state machine decides the row actions)', () => {
  it('offers 编辑 and 发布 on a draft, 撤销 on a published one, neither on a revoked one', async () => {
    useSessionStore.setState({ auth: Object.values(PERMS.system.announcement).map(entry), allAuth: [] });
    renderPage();
    await screen.findByText('草稿一则');
    expect(linksOf('草稿一则')).toEqual(['发布', '查看', '编辑', '删除']);
    expect(linksOf('已发一则')).toEqual(['撤销', '查看', '删除']);
    expect(linksOf('撤回一则')).toEqual(['查看', '删除']);
    expect(within(screen.getByText('草稿一则').closest('tr')!).getByText('全体用户')).toBeInTheDocument();
  });

  it('hides a move whose code the user lacks', async () => {
    const held = [PERMS.system.announcement.list, PERMS.system.announcement.revoke];
    useSessionStore.setState({ auth: held.map(entry), allAuth: [] });
    renderPage();
    await screen.findByText('草稿一则');
    expect(linksOf('草稿一则')).toEqual(['查看']);
    expect(linksOf('已发一则')).toEqual(['撤销', '查看']);
  });

  it('asks before publishing and says the server’s word after', async () => {
    useSessionStore.setState({ auth: Object.values(PERMS.system.announcement).map(entry), allAuth: [] });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByText('草稿一则');
    await user.click(within(screen.getByText('草稿一则').closest('tr')!).getByRole('button', { name: /发\s*布/ }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('确定发布“草稿一则”吗？');
    await user.click(within(confirm).getByRole('button', { name: /发\s*布/ }));
    expect(await screen.findByText('该系统通知发布成功')).toBeInTheDocument();
    await waitFor(() => expect(getReply).toHaveBeenCalledWith('/sys/annountCement/doReleaseData', { params: { id: 'a1' } }));
  });
});
