import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DutyFinding, DutyPiece } from '@bus/contracts';
import { getReply } from '../../../../lib/http';
import { DutyBoard } from '../components/duty-board';

vi.mock('../../../../lib/http', async (importOriginal) => ({ ...(await importOriginal<object>()), getReply: vi.fn() }));

const reply = <T,>(result: T) => ({ success: true, message: '', code: 200, result, timestamp: 0 });
const hm = (h: number, m = 0) => h * 3600 + m * 60;

const block = (blockCode: string, driverName: string | null): DutyPiece => ({
  dutyCode: blockCode,
  blockCode,
  routeId: 'r1',
  routeNumber: '1路',
  firstDeparture: hm(6),
  lastArrival: hm(13, 30),
  trips: 10,
  drivingMinutes: 330,
  dutyId: driverName ? `d-${blockCode}` : null,
  dutyVersion: driverName ? 0 : null,
  driverId: driverName ? `u-${blockCode}` : null,
  driverName,
  vehicleId: null,
  plate: null,
});

let findings: DutyFinding[] = [];
const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  vi.mocked(getReply).mockImplementation(async (url: string, config?: { params?: Record<string, unknown> }) => {
    asked.push(`${url} ${JSON.stringify(config?.params ?? {})}`);
    if (url === '/ops/duty/blocks') return reply([block('L1-01', '郑凯'), block('L1-02', '王磊'), block('L1-03', null)]);
    if (url === '/ops/duty/findings') return reply(findings);
    if (url === '/ops/duty/coverage') return reply(null);
    if (url === '/ops/route/options') return reply([]);
    throw new Error(`unexpected GET ${url}`);
  });
});
afterEach(() => vi.mocked(getReply).mockReset());

function renderBoard() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DutyBoard />
    </QueryClientProvider>,
  );
}

const findingItems = async () => screen.findAllByTestId('duty-finding');

describe('排班 违规检查 (issue 23 item 8)', () => {
  it('shows each finding with its severity, rule, date, block and the driver and times the server named, and flags the block', async () => {
    findings = [
      {
        rule: 'continuous_day',
        ruleName: '日间连续驾驶',
        severity: 'error',
        serviceDate: '2026-12-07',
        blockCode: 'L1-01',
        dutyCode: 'L1-01',
        driverId: 'u-L1-01',
        driverName: '郑凯',
        vehicleId: null,
        plate: null,
        message: '驾驶员 郑凯 06:00–10:30 连续驾驶 270 分钟，超过 240 分钟',
      },
      {
        rule: 'licence_valid',
        ruleName: '驾驶证有效',
        severity: 'warning',
        serviceDate: '2026-12-07',
        blockCode: 'L1-02',
        dutyCode: 'L1-02',
        driverId: 'u-L1-02',
        driverName: '王磊',
        vehicleId: null,
        plate: null,
        message: '驾驶员 王磊 的驾驶证已于 2026-12-01 过期',
      },
    ];
    renderBoard();
    const [first, second] = await findingItems();
    expect(within(first).getByText('错误')).toBeVisible();
    expect(within(first).getByText('日间连续驾驶')).toBeVisible();
    expect(within(first).getByText('2026-12-07 班段 L1-01')).toBeVisible();
    expect(within(first).getByText('驾驶员 郑凯 06:00–10:30 连续驾驶 270 分钟，超过 240 分钟')).toBeVisible();
    expect(within(second).getByText('警告')).toBeVisible();
    expect(within(second).getByText('驾驶证有效')).toBeVisible();
    expect(within(second).getByText('驾驶员 王磊 的驾驶证已于 2026-12-01 过期')).toBeVisible();

    // the count on the card, and each block flagged in the table by its worst finding
    const card = screen.getByText('违规检查').closest<HTMLElement>('.ant-card')!;
    expect(within(card).getByText('2')).toBeVisible();
    const row = (code: string) =>
      screen
        .getAllByText(code)
        .find((cell) => cell.closest('.ant-table-row'))!
        .closest<HTMLElement>('.ant-table-row')!;
    expect(within(row('L1-01')).getByText('违规')).toBeVisible();
    expect(within(row('L1-02')).getByText('警告')).toBeVisible();
    expect(within(row('L1-03')).queryByText(/违规|警告/)).toBeNull();
    expect(within(row('L1-03')).getAllByText('未排')).toHaveLength(2);
    // the day's duties and findings were asked for the same date, for every line
    expect(asked.filter((a) => a.startsWith('/ops/duty/'))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/ops\/duty\/findings \{"date":"\d{4}-\d{2}-\d{2}"\}$/)]),
    );
  });

  it('says when the day’s duties break no rule', async () => {
    findings = [];
    renderBoard();
    expect(await screen.findByText('当天排班没有违反规则')).toBeVisible();
    expect(screen.queryByTestId('duty-finding')).toBeNull();
  });
});
