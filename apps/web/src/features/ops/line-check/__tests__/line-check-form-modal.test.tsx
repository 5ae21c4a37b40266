import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { LineCheckRecord } from '@bus/contracts';
import { http, postReply } from '../../../../lib/http';
import { LineCheckFormModal } from '../components/line-check-form-modal';

vi.mock('../../../../lib/http', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../lib/http')>();
  return {
    ...original,
    getReply: vi.fn(async () => ({ success: true, message: '', code: 200, result: [], timestamp: 0 })),
    postReply: vi.fn(),
    http: { ...original.http, put: vi.fn() },
  };
});

const dated = (checkTime: string): LineCheckRecord => ({
  id: 'c1',
  routeId: 'r1',
  routeNumber: '1路',
  routeName: null,
  stopId: null,
  stopName: null,
  inspector: 'liuyang',
  inspectorName: '刘洋',
  checkTime,
  category: 'road',
  findings: '路面坑洼',
  photos: [],
  state: 'open',
  assignee: null,
  assigneeName: null,
  resolution: null,
  closeTime: null,
  createBy: null,
  createTime: null,
  updateBy: null,
  updateTime: null,
  version: 0,
});

describe('巡检 form (issue 22: a check dated 2030 was saved)', () => {
  it('refuses a check time still to come, under the field, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LineCheckFormModal open record={dated('2030-01-01 08:00:00')} onClose={() => undefined} />
      </QueryClientProvider>,
    );
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    const error = () => screen.getByLabelText('巡检时间').closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')?.textContent;
    await waitFor(() => expect(error()).toBe('巡检时间不能晚于现在'));
    expect(http.put).not.toHaveBeenCalled();
    expect(postReply).not.toHaveBeenCalled();
  });
});
