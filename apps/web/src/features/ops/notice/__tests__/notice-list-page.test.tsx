import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERMS, type NoticeRecord, type PermissionCode } from '@bus/contracts';
import { seedDictionaries } from '../../../../lib/dict-cache-store';
import { getReply, http } from '../../../../lib/http';
import { useSessionStore } from '../../../../lib/session';
import NoticeListPage from '../pages/notice-list-page';

vi.mock('../../../../lib/http', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../lib/http')>();
  return { ...original, getReply: vi.fn(), http: { ...original.http, put: vi.fn() } };
});

const SHOWN = { draft: '草稿', published: '已发布', expired: '已过期', withdrawn: '已撤回' } as const;
const notice = (shownState: keyof typeof SHOWN): NoticeRecord => ({
  id: shownState,
  title: `${SHOWN[shownState]}的公告`,
  kind: 'info',
  kind_dictText: '信息',
  content: '全文',
  routeIds: [],
  stopIds: [],
  routeNumbers: [],
  stopNames: [],
  validFrom: '2026-03-01 08:00:00',
  validTo: null,
  state: shownState === 'expired' ? 'published' : shownState,
  shownState,
  shownState_dictText: SHOWN[shownState],
  publishTime: null,
  publishBy: null,
  createBy: 'lina',
  createTime: '2026-03-01 08:00:00',
  updateBy: null,
  updateTime: null,
  version: 3,
});
const reply = <T,>(result: T, message = '') => ({ success: true, message, code: 200, result, timestamp: 0 });
const entry = (action: string) => ({ action, describe: action, type: '1', status: '1' });
const holding = (...codes: PermissionCode[]) => useSessionStore.setState({ auth: codes.map(entry), allAuth: [] });

beforeEach(() => {
  seedDictionaries({
    ops_notice_kind: [{ value: 'info', text: '信息' } as never],
    ops_notice_state: Object.entries(SHOWN).map(([value, text]) => ({ value, text }) as never),
  });
  vi.mocked(getReply).mockImplementation(async (url: string) => {
    if (url === '/ops/notice/list') {
      const records = (['draft', 'published', 'expired', 'withdrawn'] as const).map(notice);
      return reply({ records, total: records.length, size: 10, current: 1, pages: 1 });
    }
    return reply([]); // the pickers' options
  });
});
afterEach(() => {
  useSessionStore.setState({ auth: [], allAuth: [] });
  vi.mocked(http.put).mockReset();
});

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <NoticeListPage title="公告管理" />
    </QueryClientProvider>,
  );
}
const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr')!;
const buttonsOf = async (title: string) =>
  within(await rowOf(title))
    .getAllByRole('button')
    .map((b) => b.textContent?.replace(/\s/g, ''));

describe('公告管理 offers what the notice state machine allows (issue 23: declared once in contracts)', () => {
  const codes = Object.values(PERMS.ops.notice);

  it.each([
    ['草稿的公告', ['发布', '查看', '编辑', '删除']],
    ['已发布的公告', ['撤回', '查看']],
    // expired is derived: the notice is still published, and may be withdrawn
    ['已过期的公告', ['撤回', '查看']],
    ['已撤回的公告', ['查看']],
  ])('%s offers %j to a user holding every code', async (title, labels) => {
    holding(...codes);
    renderPage();
    expect(await buttonsOf(title)).toEqual(labels);
    expect(within(await rowOf(title)).getByText(title.replace('的公告', ''))).toBeInTheDocument();
  });

  it('offers neither 发布 nor 撤回 without their codes', async () => {
    holding(PERMS.ops.notice.list, PERMS.ops.notice.edit);
    renderPage();
    expect(await buttonsOf('草稿的公告')).toEqual(['查看', '编辑']);
    expect(await buttonsOf('已发布的公告')).toEqual(['查看']);
  });

  it('asks before 发布, then publishes with the version read and says so', async () => {
    holding(...codes);
    vi.mocked(http.put).mockResolvedValueOnce({ data: reply(notice('published'), '公告已发布'), status: 200 } as never);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(within(await rowOf('草稿的公告')).getByRole('button', { name: /发\s*布/ }));
    const ask = await screen.findByRole('dialog');
    expect(ask).toHaveTextContent('确定发布“草稿的公告”吗？');
    expect(ask).toHaveTextContent('发布后乘客即可看到这条公告');
    await user.click(within(ask).getByRole('button', { name: /发\s*布/ }));
    expect(await screen.findByText('公告已发布')).toBeInTheDocument();
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('/ops/notice/release', { id: 'draft', version: 3 }));
  });
});
