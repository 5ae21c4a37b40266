import { describe, expect, it, vi, beforeEach } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ApiReply } from '@bus/contracts';
import { getReply } from '../../../lib/http';
import { CronEditor, CronInput, CronPreview } from '..';
import { act } from '@testing-library/react';

vi.mock('../../../lib/http', async (importOriginal) => ({ ...(await importOriginal<object>()), getReply: vi.fn() }));

const TIMES = ['2030-01-01 06:00:00', '2030-01-01 06:15:00', '2030-01-01 06:30:00'];
const reply = (result: string[], message = '操作成功') => ({ success: true, code: 200, message, result, timestamp: 0 }) as ApiReply<string[]>;
const previewed = () => vi.mocked(getReply).mock.calls.map((call) => (call[1]?.params as { cron: string }).cron);

function renderWithQuery(ui: React.ReactElement) {
  return render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);
}

const activePanel = () => document.querySelector<HTMLElement>('.ant-tabs-tabpane-active')!;

beforeEach(() => {
  vi.mocked(getReply).mockReset();
  vi.mocked(getReply).mockResolvedValue(reply(TIMES));
});

describe('cron editor', () => {
  it('builds every 15 minutes from 6 to 22 on weekdays through the tabs and previews it', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    renderWithQuery(<CronEditor value="" onChange={onChange} />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['秒', '分', '时', '日', '月', '周', '年']);

    // numbers typed in a mode select that mode
    const type = (label: string, value: string) => fireEvent.change(within(activePanel()).getByLabelText(label), { target: { value } });
    await user.click(screen.getByRole('tab', { name: '分' }));
    type('分循环间隔', '15');
    await user.click(screen.getByRole('tab', { name: '时' }));
    type('时区间结束', '22');
    type('时区间开始', '6');
    await user.click(screen.getByRole('tab', { name: '周' }));
    await user.click(within(activePanel()).getByRole('radio', { name: '区间' }));

    expect(screen.getByLabelText('Cron 表达式')).toHaveValue('0 0/15 6-22 ? * 2-6');
    expect(onChange).toHaveBeenLastCalledWith('0 0/15 6-22 ? * 2-6');
    expect(screen.getByText('近十次执行时间（不含年）')).toBeInTheDocument();
    await waitFor(() => expect(previewed()).toContain('0 0/15 6-22 ? * 2-6'));
    expect(await screen.findByText('2030-01-01 06:15:00')).toBeInTheDocument();
  }, 60_000);

  it('reads an expression back into the tabs', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithQuery(<CronEditor value="0 30 8 15W * ?" />);
    await user.click(screen.getByRole('tab', { name: '日' }));
    expect(within(activePanel()).getByRole('radio', { name: '工作日' })).toBeChecked();
    expect(within(activePanel()).getByLabelText('日工作日')).toHaveValue('15');
    await user.click(screen.getByRole('tab', { name: '周' }));
    expect(within(activePanel()).getByRole('radio', { name: '不设置' })).toBeChecked();
  });

  it('hideSecond hides the second and year tabs and previews with second 0', async () => {
    renderWithQuery(<CronEditor value="0/5 * * * ?" hideSecond />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['分', '时', '日', '月', '周']);
    await waitFor(() => expect(previewed()).toContain('0 0/5 * * * ?'));
  });

  it('hideYear keeps the second tab and drops the year', () => {
    renderWithQuery(<CronEditor value="0 0 3 * * ?" hideYear />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['秒', '分', '时', '日', '月', '周']);
    expect(screen.getByLabelText('Cron 表达式')).toHaveValue('0 0 3 * * ?');
  });

  it('says there is no execution time when the expression never fires again', async () => {
    vi.mocked(getReply).mockResolvedValue(reply([], '没有执行时间'));
    renderWithQuery(<CronEditor value="0 0 12 * * ? 2020" />);
    expect(await screen.findByText('没有执行时间')).toBeInTheDocument();
  });

  it('names the fields it could not read and shows them as every', async () => {
    const onChange = vi.fn();
    renderWithQuery(<CronEditor value="0 0 12 LW * ?" onChange={onChange} />);
    expect(screen.getByText('无法识别的字段已按“每”处理：日')).toBeInTheDocument();
    expect(screen.getByLabelText('Cron 表达式')).toHaveValue('0 0 12 * * ?');
    expect(onChange).toHaveBeenCalledWith('0 0 12 * * ?');
  });
});

describe('cron preview', () => {
  it('asks the server 500 ms after the last change, not for every change', async () => {
    vi.useFakeTimers();
    try {
      const { rerender } = renderWithQuery(<CronPreview cron="0 0/5 * * * ?" />);
      await act(async () => vi.advanceTimersByTimeAsync(600));
      expect(previewed()).toEqual(['0 0/5 * * * ?']);
      const client = new QueryClient();
      for (const cron of ['0 0/1 * * * ?', '0 0/15 * * * ?', '0 0/15 6 * * ?']) {
        rerender(
          <QueryClientProvider client={client}>
            <CronPreview cron={cron} />
          </QueryClientProvider>,
        );
        await act(async () => vi.advanceTimersByTimeAsync(200));
      }
      expect(previewed()).toEqual(['0 0/5 * * * ?']);
      await act(async () => vi.advanceTimersByTimeAsync(299));
      expect(previewed()).toEqual(['0 0/5 * * * ?']);
      await act(async () => vi.advanceTimersByTimeAsync(1));
      expect(previewed()).toEqual(['0 0/5 * * * ?', '0 0/15 6 * * ?']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('cron input', () => {
  it('opens the dialog from 选择 and writes the chosen expression back', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    renderWithQuery(<CronInput value="0 0/5 * * * ?" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /选\s*择/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveStyle({ width: '800px' });
    await user.click(within(dialog).getByRole('tab', { name: '日' }));
    await user.click(within(activePanel()).getByRole('radio', { name: '最后一日' }));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(onChange).toHaveBeenCalledWith('0 0/5 0 L * ?');
  });
});
