import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { getReply } from '../../../../lib/http';
import { DutyBoard } from '../components/duty-board';

vi.mock('../../../../lib/http', async (importOriginal) => ({ ...(await importOriginal<object>()), getReply: vi.fn() }));

const reply = <T,>(result: T) => ({ success: true, message: '', code: 200, result, timestamp: 0 });

describe('排班日期 (the day the duty board shows)', () => {
  it('keeps a day typed while the board is still loading its pieces, and then shows that day', async () => {
    // the first day's pieces arrive only when the test lets them, while the user is typing
    let arrive: () => void = () => undefined;
    const asked: string[] = [];
    vi.mocked(getReply).mockImplementation(async (url: string, config?: { params?: { date?: string } }) => {
      if (url === '/ops/duty/blocks') {
        asked.push(String(config?.params?.date));
        if (asked.length === 1) await new Promise<void>((resolve) => (arrive = resolve));
        return reply([]);
      }
      if (url === '/ops/duty/findings') return reply([]);
      if (url === '/ops/duty/coverage') return reply(null);
      return reply([]); // the line picker's options
    });
    const user = userEvent.setup({ delay: null });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <DutyBoard />
      </QueryClientProvider>,
    );
    const input = screen.getByLabelText('排班日期');
    await user.click(input);
    await user.clear(input);
    await user.type(input, '2026-11-20');
    // the board re-renders with the first day's pieces while the typed day is not yet confirmed
    await act(async () => arrive());
    expect(input).toHaveValue('2026-11-20');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(asked).toContain('2026-11-20'));
    expect(input).toHaveValue('2026-11-20');
  });
});
