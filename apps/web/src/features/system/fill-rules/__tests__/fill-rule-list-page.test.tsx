import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERMS } from '@bus/contracts';
import { getReply, postReply } from '../../../../lib/http';
import { useSessionStore } from '../../../../lib/session';
import FillRuleListPage from '../pages/fill-rule-list-page';

vi.mock('../../../../lib/http', async (importOriginal) => ({ ...(await importOriginal<object>()), getReply: vi.fn(), postReply: vi.fn() }));

const entry = (action: string) => ({ action, describe: action, type: '1', status: '1' });
const reply = <T,>(result: T, message = '') => ({ success: true, message, code: 200, result, timestamp: 0 });
const orderRule = {
  id: 'f1',
  ruleName: '订单号',
  ruleCode: 'order_num_rule',
  ruleClass: 'sequence',
  ruleClass_dictText: '日期流水号',
  ruleParams: '{"prefix":"CN"}',
  createBy: 'admin',
  createTime: '2026-12-01 08:00:00',
  updateBy: null,
  updateTime: null,
  version: 0,
};
const sequence = { key: 'sequence', name: '日期流水号', description: '前缀 + 日期 + 流水', paramsExample: '{"prefix":"NO"}' };

function renderPage() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <FillRuleListPage title="填值规则" />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  useSessionStore.setState({ auth: Object.values(PERMS.system.fillRule).map(entry), allAuth: [] });
  vi.mocked(getReply).mockImplementation(async (url: string) => {
    if (url === '/sys/fillRule/list') return reply({ records: [orderRule], total: 1, size: 10, current: 1, pages: 1 });
    if (url === '/sys/fillRule/generators') return reply([sequence]);
    throw new Error(`unexpected GET ${url}`);
  });
});
afterEach(() => {
  useSessionStore.setState({ auth: [], allAuth: [] });
  vi.mocked(postReply).mockReset();
});

describe('填值规则 (on the resource kit)', () => {
  it('lists the generator by name and adds a rule whose parameters start from the generator’s example', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    const row = (await screen.findByText('order_num_rule')).closest('tr')!;
    expect(within(row).getByText('日期流水号')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /测\s*试/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog', { name: '新增填值规则' });
    await user.type(within(dialog).getByLabelText('规则名称'), '包车单号');
    await user.type(within(dialog).getByLabelText('规则编码'), 'charter_no');
    await user.click(within(dialog).getByLabelText('生成器'));
    await user.click(await screen.findByTitle('日期流水号（sequence）'));
    expect(within(dialog).getByLabelText('规则参数（JSON）')).toHaveValue('{"prefix":"NO"}');

    vi.mocked(postReply).mockResolvedValueOnce(reply({ ...orderRule, id: 'f2', ruleCode: 'charter_no' }));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(postReply).toHaveBeenCalledWith(
        '/sys/fillRule/add',
        { ruleName: '包车单号', ruleCode: 'charter_no', ruleClass: 'sequence', ruleParams: '{"prefix":"NO"}' },
        { skipErrorHandler: true },
      ),
    );
    expect(await screen.findByText('添加成功')).toBeInTheDocument();
  });
});
