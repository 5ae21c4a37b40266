import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERMS, type LineCheckRecord, type PermissionCode } from '@bus/contracts';
import { seedDictionaries } from '../../../../lib/dict-cache-store';
import { getReply } from '../../../../lib/http';
import { useSessionStore } from '../../../../lib/session';
import LineCheckListPage from '../pages/line-check-list-page';

vi.mock('../../../../lib/http', async (importOriginal) => ({ ...(await importOriginal<object>()), getReply: vi.fn() }));

const STATE_TEXT = { open: '待处理', assigned: '已指派', fixed: '已整改', closed: '已关闭' } as const;
const finding = (state: keyof typeof STATE_TEXT): LineCheckRecord => ({
  id: state,
  routeId: 'r1',
  routeNumber: '1路',
  routeName: null,
  stopId: null,
  stopName: `${STATE_TEXT[state]}站`,
  inspector: 'liuyang',
  inspectorName: '刘洋',
  checkTime: '2026-03-01 08:30:00',
  category: 'road',
  category_dictText: '道路',
  findings: `${state} 的巡检发现`,
  photos: [],
  state,
  state_dictText: STATE_TEXT[state],
  assignee: null,
  assigneeName: null,
  resolution: null,
  closeTime: null,
  createBy: 'liuyang',
  createTime: '2026-03-01 08:30:00',
  updateBy: null,
  updateTime: null,
  version: 0,
});
const reply = <T,>(result: T) => ({ success: true, message: '', code: 200, result, timestamp: 0 });
const entry = (action: string) => ({ action, describe: action, type: '1', status: '1' });
const holding = (...codes: PermissionCode[]) => useSessionStore.setState({ auth: codes.map(entry), allAuth: [] });

beforeEach(() => {
  seedDictionaries({
    ops_check_category: [{ value: 'road', text: '道路' } as never],
    ops_check_state: Object.entries(STATE_TEXT).map(([value, text]) => ({ value, text }) as never),
  });
  vi.mocked(getReply).mockImplementation(async (url: string) => {
    if (url === '/ops/lineCheck/list') {
      const records = (['open', 'assigned', 'fixed', 'closed'] as const).map(finding);
      return reply({ records, total: records.length, size: 10, current: 1, pages: 1 });
    }
    return reply([]); // the pickers' options
  });
});
afterEach(() => useSessionStore.setState({ auth: [], allAuth: [] }));

async function buttonsOf(stop: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <LineCheckListPage title="线路巡检" />
    </QueryClientProvider>,
  );
  const cell = await screen.findByText(stop);
  return within(cell.closest('tr')!)
    .getAllByRole('button')
    .map((b) => b.textContent?.replace(/\s/g, ''));
}

describe('线路巡检 offers only the follow-up the state machine allows (issue 23: declared once in contracts)', () => {
  const { lineCheck } = PERMS.ops;

  it.each([
    ['待处理站', ['指派', '详情']],
    // 改派 is offered in the detail: a row shows the usual next step
    ['已指派站', ['整改', '详情']],
    ['已整改站', ['详情']],
    ['已关闭站', ['详情']],
  ])('a finding at %s offers %j to a user who may assign and fix but not close or delete', async (stop, labels) => {
    holding(lineCheck.list, lineCheck.assign, lineCheck.edit);
    expect(await buttonsOf(stop)).toEqual(labels);
  });

  it('offers 关闭 and 删除 to a user holding their codes, and 整改 only with the edit code', async () => {
    holding(lineCheck.list, lineCheck.close, lineCheck.delete);
    expect(await buttonsOf('已整改站')).toEqual(['关闭', '详情', '删除']);
    expect(within(screen.getByText('已指派站').closest('tr')!).queryByRole('button', { name: /整\s*改/ })).toBeNull();
  });
});
