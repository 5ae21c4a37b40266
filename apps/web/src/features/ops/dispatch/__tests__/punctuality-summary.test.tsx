import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Punctuality } from '@bus/contracts';
import { getReply } from '../../../../lib/http';
import { dispatchQueryKey } from '../api/list-trip-records';
import { PunctualitySummary } from '../components/punctuality-summary';

vi.mock('../../../../lib/http', async (importOriginal) => ({ ...(await importOriginal<object>()), getReply: vi.fn() }));

/** what the shared client does to every reply (it reads `total`, `size`, `current` and `pages` as numbers) */
const { coercePageFields } = await vi.importActual<typeof import('../../../../lib/http/client')>('../../../../lib/http/client');

const row = (planned: number, run: number, onTime: number) => ({
  routeId: null,
  routeNumber: '合计',
  planned,
  run,
  cancelled: 0,
  onTime,
  onTimePercent: run ? Math.round((onTime / run) * 1000) / 10 : null,
  averageDelayMinutes: run ? 8 : null,
});
const reply = (result: Punctuality) => coercePageFields({ success: true, message: '', code: 200, result, timestamp: 0 });

describe('punctuality summary', () => {
  it('shows the day in cards with the on-time rule and follows a refresh of the dispatch queries', async () => {
    vi.mocked(getReply).mockResolvedValue(reply({ lines: [], summary: row(0, 0, 0), rule: '准点：实际发车在计划发车前 1 分钟至后 3 分钟之间' }));
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <PunctualitySummary date="2026-11-27" routeId="r1" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/前 1 分钟至后 3 分钟之间/)).toBeTruthy();
    const value = (title: string) => screen.getByText(title).closest('.ant-statistic')!.querySelector('.ant-statistic-content')!.textContent;
    await waitFor(() => expect(value('计划班次')).toBe('0'));
    expect(value('准点率')).toBe('—');

    vi.mocked(getReply).mockResolvedValue(reply({ lines: [], summary: row(6, 1, 0), rule: '准点：实际发车在计划发车前 1 分钟至后 3 分钟之间' }));
    await client.invalidateQueries({ queryKey: dispatchQueryKey });
    await waitFor(() => expect(value('计划班次')).toBe('6'));
    expect(value('已运行')).toBe('1');
    expect(value('准点率')).toBe('0%');
    expect(value('平均晚点')).toBe('8 分钟');
  });
});
