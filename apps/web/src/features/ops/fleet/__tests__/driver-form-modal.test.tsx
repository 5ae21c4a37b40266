import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { DriverRecord } from '@bus/contracts';
import { http } from '../../../../lib/http';
import { DriverFormModal } from '../components/driver-form-modal';

// the kit's edit: PUT /ops/driver/edit
const saveDriver = vi.spyOn(http, 'put');

const stored: DriverRecord = {
  id: 'd1',
  userId: 'u1',
  realname: '郑凯',
  workNo: 'JC10023',
  phone: null,
  username: 'zhengkai',
  licenceClass: 'A1',
  licenceNo: '😀-123',
  licenceExpiry: '2020-01-01',
  qualificationNo: null,
  qualificationExpiry: null,
  homeRouteId: null,
  homeRouteNumber: null,
  status: 'active',
  hireDate: '2030-01-01',
  remark: null,
  createBy: null,
  createTime: null,
  updateBy: null,
  updateTime: null,
  version: 0,
};

const errorOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')?.textContent ?? null;

describe('驾驶员 form (issue 22: bad values were saved without a word)', () => {
  it('names each field the server would refuse and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DriverFormModal open record={stored} onClose={() => undefined} />
      </QueryClientProvider>,
    );
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(errorOf('驾驶证号')).toBe('驾驶证号只能包含字母、数字和短横线'));
    expect(errorOf('驾驶证有效期至')).toBe('驾驶证已于 2020-01-01 过期，不能在岗：请更新有效期，或将状态改为停职、离职');
    expect(errorOf('入职日期')).toMatch(/^入职日期不能晚于今天（\d{4}-\d{2}-\d{2}）$/);
    expect(saveDriver).not.toHaveBeenCalled();

    // fixed, the record saves
    saveDriver.mockResolvedValue({ data: { success: true, message: '', code: 200, result: stored, timestamp: 0 } } as never);
    const licence = screen.getByLabelText('驾驶证号');
    await user.clear(licence);
    await user.type(licence, '420102198506260013');
    await user.click(screen.getByLabelText('入职日期').closest('.ant-picker')!.querySelector('.ant-picker-clear')!);
    const expiry = screen.getByLabelText('驾驶证有效期至');
    await user.click(expiry);
    await user.clear(expiry);
    await user.type(expiry, '2099-12-31{Enter}');
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(saveDriver).toHaveBeenCalledTimes(1));
    expect(saveDriver.mock.calls[0][0]).toBe('/ops/driver/edit');
    expect(saveDriver.mock.calls[0][1]).toMatchObject({ id: 'd1', version: 0, licenceNo: '420102198506260013', licenceExpiry: '2099-12-31', hireDate: null });
  });
});
