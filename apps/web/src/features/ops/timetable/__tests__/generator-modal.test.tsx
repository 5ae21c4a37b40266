import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpsGenerate, OpsGeneratePreview } from '@bus/contracts';
import { ApiError, postReply } from '../../../../lib/http';
import { GeneratorModal } from '../components/generator-modal';

vi.mock('../../../../lib/http', async (importOriginal) => ({ ...(await importOriginal<object>()), postReply: vi.fn() }));

const hm = (h: number, m = 0) => h * 3600 + m * 60;
const reply = <T,>(result: T, message = '') => ({ success: true, message, code: 200, result, timestamp: 0 });
const scope = { routeId: 'r1', directionId: 0, calendarId: 'c1', firstDeparture: hm(6), lastDeparture: hm(7) };

const preview: OpsGeneratePreview = {
  stops: [],
  trips: [
    { code: 'L1-0-0600', startTime: hm(6), endTime: hm(6, 25), times: [] },
    { code: 'L1-0-0630', startTime: hm(6, 30), endTime: hm(6, 55), times: [] },
    { code: 'L1-0-0700', startTime: hm(7), endTime: hm(7, 25), times: [] },
  ],
  existingCount: 0,
};

afterEach(() => vi.mocked(postReply).mockReset());

function renderModal() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <GeneratorModal open scope={scope} onClose={() => undefined} />
    </QueryClientProvider>,
  );
  return within(screen.getByText('按间隔生成班次').closest<HTMLElement>('[role="dialog"]')!);
}

/** the field error under a band's 发车间隔 */
const headwayError = (dialog: ReturnType<typeof renderModal>, band: number) =>
  dialog.getAllByRole('spinbutton', { name: '发车间隔' })[band].closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')?.textContent ?? null;

describe('按间隔生成 (issue 23 item 8)', () => {
  it('refuses a headway of 0 minutes under its field and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = renderModal();
    const headway = (await dialog.findAllByRole('spinbutton', { name: '发车间隔' }))[0];
    await user.clear(headway);
    await user.type(headway, '0');
    await user.click(dialog.getByRole('button', { name: /预\s*览/ }));

    await waitFor(() => expect(headwayError(dialog, 0)).toBe('发车间隔至少 1 分钟'));
    expect(postReply).not.toHaveBeenCalled();
    expect(dialog.getByRole('button', { name: /保\s*存/ })).toBeDisabled();
  });

  it('previews the trips of the bands it is given, then saves the same request', async () => {
    vi.mocked(postReply).mockImplementation(async (url: string) => {
      if (url === '/ops/timetable/preview') return reply(preview);
      if (url === '/ops/timetable/generate') return reply({ replaced: 0, saved: 3 }, '已生成 3 个班次');
      throw new Error(`unexpected POST ${url}`);
    });
    const user = userEvent.setup({ delay: null });
    const dialog = renderModal();
    // one band of 30 minutes from 06:00 to 07:00
    while (dialog.getAllByRole('button', { name: '删除时段' }).length > 1) await user.click(dialog.getAllByRole('button', { name: '删除时段' })[1]);
    const headway = dialog.getByRole('spinbutton', { name: '发车间隔' });
    await user.clear(headway);
    await user.type(headway, '30');
    await user.click(dialog.getByRole('button', { name: /预\s*览/ }));

    // the dialog may still be zooming in (antd's motion: opacity 0 at first) on a busy machine
    const summary = await dialog.findByText('共 3 个班次，06:00 – 07:00');
    await waitFor(() => expect(summary).toBeVisible());
    expect(dialog.getByText('L1-0-0630')).toBeVisible();
    const [url, request] = vi.mocked(postReply).mock.calls[0] as [string, OpsGenerate];
    expect(url).toBe('/ops/timetable/preview');
    expect(request).toEqual({
      routeId: 'r1',
      directionId: 0,
      calendarId: 'c1',
      firstDeparture: hm(6),
      lastDeparture: hm(7),
      bands: [{ start: hm(5), end: hm(7), headwayMins: 30 }],
    });

    await user.click(dialog.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(vi.mocked(postReply).mock.calls[1]).toEqual(['/ops/timetable/generate', request, expect.anything()]));
  });

  it("puts the server's refusal of a band under that band's field (issue 23: the timetable screens used to show it apart)", async () => {
    vi.mocked(postReply).mockRejectedValueOnce(
      new ApiError('发车间隔不能超过 120 分钟', 422, { result: { errors: [{ field: 'bands.1.headwayMins', message: '发车间隔不能超过 120 分钟' }] } }),
    );
    const user = userEvent.setup({ delay: null });
    const dialog = renderModal();
    await user.click(await dialog.findByRole('button', { name: /预\s*览/ }));

    await waitFor(() => expect(headwayError(dialog, 1)).toBe('发车间隔不能超过 120 分钟'));
    expect(headwayError(dialog, 0)).toBeNull();
    expect(dialog.getByRole('button', { name: /保\s*存/ })).toBeDisabled();
  });
});
