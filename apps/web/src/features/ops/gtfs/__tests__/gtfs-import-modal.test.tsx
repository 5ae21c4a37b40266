import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GtfsFinding, GtfsValidationReport } from '@bus/contracts';
import { postReply } from '../../../../lib/http';
import { GtfsImportModal } from '../components/gtfs-import-modal';

vi.mock('../../../../lib/http', async (importOriginal) => ({ ...(await importOriginal<object>()), postReply: vi.fn() }));

const reply = <T,>(result: T) => ({ success: true, message: '', code: 200, result, timestamp: 0 });

const reportOf = (findings: GtfsFinding[]): GtfsValidationReport => ({
  findings,
  counts: {
    error: findings.filter((f) => f.severity === 'error').length,
    warning: findings.filter((f) => f.severity === 'warning').length,
    info: findings.filter((f) => f.severity === 'info').length,
  },
  ruleCounts: {},
  files: [
    { file: 'stops.txt', rows: 120 },
    { file: 'stop_times.txt', rows: 4800 },
  ],
  feedInfo: null,
  notImported: [],
});

const stopTimeError: GtfsFinding = {
  severity: 'error',
  code: 'stop_time_decreasing',
  file: 'stop_times.txt',
  line: 42,
  field: 'departure_time',
  message: '班次 T1 在第 3 站的时刻早于上一站',
};
const colourWarning: GtfsFinding = {
  severity: 'warning',
  code: 'route_color_contrast',
  file: 'routes.txt',
  line: 7,
  field: 'route_text_color',
  message: '线路 1 的文字颜色与线路颜色对比度不足',
};

afterEach(() => vi.mocked(postReply).mockReset());

async function chooseFeed(report: GtfsValidationReport) {
  vi.mocked(postReply).mockImplementation(async (url: string) => {
    if (url === '/ops/gtfs/validate') return reply(report);
    throw new Error(`unexpected POST ${url}`);
  });
  const user = userEvent.setup({ delay: null });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <GtfsImportModal open onClose={() => undefined} onImported={() => undefined} />
    </QueryClientProvider>,
  );
  const root = screen.getByText('GTFS 导入').closest<HTMLElement>('[role="dialog"]')!;
  // opened: its zoom-in has ended
  await waitFor(() => expect(root).toBeVisible());
  const dialog = within(root);
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(input, new File(['PK'], 'wuhan-gtfs.zip', { type: 'application/zip' }));
  await dialog.findByTestId('gtfs-report');
  return { user, dialog };
}

/** the report's rows: [级别, 文件, 行号, 字段, 说明] */
const rowsOf = (dialog: ReturnType<typeof within>) =>
  [...dialog.getByTestId('gtfs-report').querySelectorAll('.ant-table-row')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

describe('GTFS 导入 validation (issue 23 item 8)', () => {
  it('lists the errors and warnings of the chosen feed, filters them by level, and does not import a feed with errors', async () => {
    const { user, dialog } = await chooseFeed(reportOf([stopTimeError, colourWarning]));
    expect(vi.mocked(postReply).mock.calls[0][0]).toBe('/ops/gtfs/validate');
    expect(dialog.getByText('校验发现 1 个错误，请修正后重新选择文件')).toBeVisible();
    expect(rowsOf(dialog)).toEqual([
      ['错误', 'stop_times.txt', '42', 'departure_time', '班次 T1 在第 3 站的时刻早于上一站'],
      ['警告', 'routes.txt', '7', 'route_text_color', '线路 1 的文字颜色与线路颜色对比度不足'],
    ]);
    expect(dialog.getByText('stops.txt 120 行，stop_times.txt 4800 行')).toBeVisible();
    expect(dialog.getByRole('button', { name: /忽略 1 个警告并导入/ })).toBeDisabled();

    await user.click(dialog.getByText('警告 1'));
    await waitFor(() => expect(rowsOf(dialog)).toEqual([['警告', 'routes.txt', '7', 'route_text_color', '线路 1 的文字颜色与线路颜色对比度不足']]));
    await user.click(dialog.getByText('提示 0'));
    expect(await dialog.findByText('没有此级别的问题')).toBeVisible();
  });

  it('offers to import a feed with warnings only, naming how many are accepted', async () => {
    const { dialog } = await chooseFeed(reportOf([colourWarning]));
    expect(dialog.getByText('校验通过，有 1 个警告：确认后仍可导入')).toBeVisible();
    expect(rowsOf(dialog)).toHaveLength(1);
    expect(dialog.getByRole('button', { name: /忽略 1 个警告并导入/ })).toBeEnabled();
  });

  it('refuses a file that is not a zip before sending it', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <GtfsImportModal open onClose={() => undefined} onImported={() => undefined} />
      </QueryClientProvider>,
    );
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['a,b'], 'stops.txt', { type: 'text/plain' }));
    const refusal = await screen.findByText('只支持 .zip 格式的 GTFS 压缩包');
    await waitFor(() => expect(refusal).toBeVisible());
    expect(postReply).not.toHaveBeenCalled();
  });
});
