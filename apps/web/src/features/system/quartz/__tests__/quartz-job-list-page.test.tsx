import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERMS } from '@bus/contracts';
import { getReply, postReply } from '../../../../lib/http';
import { useSessionStore } from '../../../../lib/session';
import QuartzJobListPage from '../pages/quartz-job-list-page';

vi.mock('../../../../lib/http', async (importOriginal) => ({ ...(await importOriginal<object>()), getReply: vi.fn(), postReply: vi.fn() }));

const entry = (action: string) => ({ action, describe: action, type: '1', status: '1' });
const reply = <T,>(result: T, message = '') => ({ success: true, message, code: 200, result, timestamp: 0 });
const cleanJob = {
  id: 'j1',
  jobName: '清理过期会话',
  jobClassName: 'sampleHello',
  jobClassName_dictText: '示例任务（写一条系统日志）',
  cronExpression: '0 0/5 * * * ?',
  parameter: '你好',
  description: null,
  status: 0,
  status_dictText: '运行中',
  lastRunTime: null,
  lastRunResult: null,
  nextRunTime: '2026-12-01 08:05:00',
  createTime: '2026-12-01 08:00:00',
  version: 0,
};
const sampleHello = { key: 'sampleHello', name: '示例任务（写一条系统日志）', parameterHint: '写入日志的文字' };

function renderPage() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <QuartzJobListPage title="定时任务" />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  useSessionStore.setState({ auth: Object.values(PERMS.system.quartz).map(entry), allAuth: [] });
  vi.mocked(getReply).mockImplementation(async (url: string) => {
    if (url === '/sys/quartzJob/list') return reply({ records: [cleanJob], total: 1, size: 10, current: 1, pages: 1 });
    if (url === '/sys/quartzJob/handlers') return reply([sampleHello]);
    if (url === '/sys/quartzJob/cronPreview') return reply(['2026-12-01 08:05:00']);
    throw new Error(`unexpected GET ${url}`);
  });
});
afterEach(() => {
  useSessionStore.setState({ auth: [], allAuth: [] });
  vi.mocked(postReply).mockReset();
});

describe('定时任务 (on the resource kit)', () => {
  it('shows the last run to the minute, red when it failed, and opens 执行记录 from it', async () => {
    const failed = { ...cleanJob, lastRunTime: '2026-12-01 08:00:00', lastRunResult: '失败：连接超时', nextRunTime: '2026-12-01 08:05:00' };
    vi.mocked(getReply).mockImplementation(async (url: string) => {
      if (url === '/sys/quartzJob/list') return reply({ records: [failed], total: 1, size: 10, current: 1, pages: 1 });
      if (url === '/sys/quartzJob/handlers') return reply([sampleHello]);
      if (url === '/sys/quartzJob/runs') return reply([]);
      throw new Error(`unexpected GET ${url}`);
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    const row = (await screen.findByText('清理过期会话')).closest('tr')!;
    const last = within(row).getByText('2026-12-01 08:00 失败');
    expect(getComputedStyle(last).color).toBe('rgb(255, 77, 79)');
    expect(within(row).getByText('2026-12-01 08:05')).toBeInTheDocument();
    await user.click(last);
    expect(await screen.findByText('执行记录：清理过期会话')).toBeInTheDocument();
  });

  it('offers 停止 on a running job, 立即执行, 执行记录 and 删除 under 更多, and adds a job through the kit with 保存', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    const row = (await screen.findByText('清理过期会话')).closest('tr')!;
    expect(within(row).getByText('运行中')).toBeInTheDocument();
    for (const name of ['停止', '编辑', '更多']) expect(within(row).getByRole('button', { name: new RegExp(name.split('').join('\\s*')) })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /启\s*动/ })).toBeNull();
    await user.hover(within(row).getByRole('button', { name: /更多/ }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['立即执行', '执行记录', '删除']);

    await user.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog', { name: '新增定时任务' });
    await user.type(within(dialog).getByLabelText('任务名称'), '每日报表');
    await user.click(within(dialog).getByLabelText('任务类'));
    await user.click(await screen.findByTitle('示例任务（写一条系统日志）（sampleHello）'));
    await user.type(within(dialog).getByLabelText('参数'), '早安');

    vi.mocked(postReply).mockResolvedValueOnce(reply({ ...cleanJob, id: 'j2', jobName: '每日报表' }));
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(postReply).toHaveBeenCalledWith(
        '/sys/quartzJob/add',
        { jobName: '每日报表', jobClassName: 'sampleHello', cronExpression: '0 0/5 * * * ?', parameter: '早安', description: null, status: 0 },
        { skipErrorHandler: true },
      ),
    );
    expect(await screen.findByText('添加成功')).toBeInTheDocument();
  });
});
