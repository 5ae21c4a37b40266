import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERMS, type OpsTimetable, type OpsTripEdit } from '@bus/contracts';
import { getReply, http } from '../../../../lib/http';
import { useSessionStore } from '../../../../lib/session';
import { TripGrid } from '../components/trip-grid';

vi.mock('../../../../lib/http', async (importOriginal) => ({ ...(await importOriginal<object>()), getReply: vi.fn() }));

const hm = (h: number, m: number) => h * 3600 + m * 60;
const reply = <T,>(result: T, message = '') => ({ success: true, message, code: 200, result, timestamp: 0 });
const entry = (action: string) => ({ action, describe: action, type: '1', status: '1' });

/** the server's timetable: what GET answers, and what a saved edit changes */
let timetable: OpsTimetable;
const sent: OpsTripEdit[] = [];

beforeEach(() => {
  timetable = {
    route: { id: 'r1', code: 'L1', number: '1路', name: '火车站—江城大学', lineType: 'trunk' },
    directionId: 0,
    headsign: '江城大学',
    firstDeparture: hm(6, 0),
    lastDeparture: hm(22, 0),
    calendar: { id: 'c1', code: 'WD', name: '工作日' },
    stops: [
      { sequence: 1, stopId: 's1', name: '火车站', offsetSecs: 0 },
      { sequence: 2, stopId: 's2', name: '解放路', offsetSecs: 600 },
      { sequence: 3, stopId: 's3', name: '江城大学', offsetSecs: 1500 },
    ],
    trips: [
      { id: 't1', code: 'L1-0-0600', blockCode: 'L1-01', startTime: hm(6, 0), endTime: hm(6, 25), version: 3, times: [hm(6, 0), hm(6, 10), hm(6, 25)] },
      { id: 't2', code: 'L1-0-0610', blockCode: 'L1-02', startTime: hm(6, 10), endTime: hm(6, 35), version: 0, times: [hm(6, 10), hm(6, 20), hm(6, 35)] },
    ],
  };
  sent.length = 0;
  vi.mocked(getReply).mockImplementation(async (url: string) => {
    if (url === '/ops/timetable/trips') return reply(structuredClone(timetable));
    throw new Error(`unexpected GET ${url}`);
  });
  vi.spyOn(http, 'put').mockImplementation(async (url: string, body: unknown) => {
    if (url !== '/ops/timetable/trip/edit') throw new Error(`unexpected PUT ${url}`);
    const edit = body as OpsTripEdit;
    sent.push(edit);
    const trip = timetable.trips.find((t) => t.id === edit.id)!;
    Object.assign(trip, { times: edit.times, version: trip.version + 1 });
    return { status: 200, data: reply({ id: trip.id, version: trip.version }), request: { method: 'PUT', url } } as never;
  });
  useSessionStore.setState({ auth: [entry(PERMS.ops.timetable.list), entry(PERMS.ops.timetable.edit)], allAuth: [] });
});
afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.setState({ auth: [], allAuth: [] });
});

function renderGrid() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <TripGrid selection={{ routeId: 'r1', directionId: 0, calendarId: 'c1' }} />
    </QueryClientProvider>,
  );
}

/** the times a trip's row shows, stop by stop */
const shownTimes = (code: string) => {
  // a virtual table: its cells are plain elements, in column order
  const row = screen.getByText(code).closest('.ant-table-row')!;
  return [...row.querySelectorAll('.ant-table-cell')].slice(2, 5).map((cell) => cell.textContent);
};

/** a dialog by its title (under test every antd dialog's title has the same id, so the name cannot tell them apart) */
const dialogTitled = async (title: string) => (await screen.findByText(title)).closest<HTMLElement>('[role="dialog"]')!;

describe('班次编辑 grid (issue 23 item 8)', () => {
  it('shows each trip’s time at every stop', async () => {
    renderGrid();
    await screen.findByText('L1-0-0600');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(expect.arrayContaining(['火车站', '解放路', '江城大学']));
    expect(shownTimes('L1-0-0600')).toEqual(['06:00', '06:10', '06:25']);
    expect(shownTimes('L1-0-0610')).toEqual(['06:10', '06:20', '06:35']);
    expect(screen.getByText('2 个班次')).toBeVisible();
  });

  it('a stop time changed in 编辑 is sent with the trip’s version and shows in the grid once saved', async () => {
    const user = userEvent.setup({ delay: null });
    renderGrid();
    await user.click(await screen.findByLabelText('编辑 L1-0-0600'));
    const dialog = await dialogTitled('编辑班次 L1-0-0600');
    const middle = within(dialog).getByRole('textbox', { name: '解放路时刻' });
    expect(middle).toHaveValue('06:10');
    await user.clear(middle);
    await user.type(middle, '06:14');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));

    await waitFor(() => expect(sent).toEqual([{ id: 't1', version: 3, times: [hm(6, 0), hm(6, 14), hm(6, 25)] }]));
    await waitFor(() => expect(shownTimes('L1-0-0600')).toEqual(['06:00', '06:14', '06:25']));
    // the other trip is untouched
    expect(shownTimes('L1-0-0610')).toEqual(['06:10', '06:20', '06:35']);
  });

  it('整体平移 moves every stop of the trip by the minutes given', async () => {
    const user = userEvent.setup({ delay: null });
    renderGrid();
    await user.click(await screen.findByLabelText('编辑 L1-0-0610'));
    const dialog = await dialogTitled('编辑班次 L1-0-0610');
    const shift = within(dialog).getByRole('spinbutton', { name: '整体平移（分钟）' });
    await user.clear(shift);
    await user.type(shift, '5');
    expect(within(dialog).getByRole('textbox', { name: '江城大学时刻' })).toHaveValue('06:40');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));

    await waitFor(() => expect(sent).toEqual([{ id: 't2', version: 0, times: [hm(6, 15), hm(6, 25), hm(6, 40)] }]));
    await waitFor(() => expect(shownTimes('L1-0-0610')).toEqual(['06:15', '06:25', '06:40']));
  });
});
