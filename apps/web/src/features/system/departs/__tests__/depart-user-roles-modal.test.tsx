import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CANNOT_GRANT_ROLE_TIP } from '@bus/contracts';
import { DepartUserRolesModal } from '../components/depart-user-roles-modal';

const saved = vi.fn(async (_input: unknown) => undefined);

vi.mock('../api/depart-roles', () => ({
  // 调度主管 carries a permission the signed-in user lacks; the user already holds it
  useAllDepartRoles: () => ({
    isLoading: false,
    data: [
      { id: 'r1', roleName: '站务员', roleCode: 'station', grantable: true },
      { id: 'r2', roleName: '调度主管', roleCode: 'dispatch_head', grantable: false },
    ],
  }),
  userDepartRolesQueryOptions: () => ({ queryKey: ['held'], queryFn: async () => ['r2'] }),
  useSetUserDepartRoles: () => ({ mutateAsync: saved, isPending: false }),
}));

const user = { id: 'u1', username: 'chenjing', realname: '陈静' } as never;

describe('分配部门角色', () => {
  it('greys out a role the signed-in user may not hand out or take back, and keeps it as it was', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <DepartUserRolesModal departId="d1" departName="客服中心" user={user} onClose={() => undefined} />
        </App>
      </QueryClientProvider>,
    );
    const head = await screen.findByRole('checkbox', { name: '调度主管（dispatch_head）' });
    await waitFor(() => expect(head).toBeChecked());
    expect(head).toBeDisabled();
    const clerk = screen.getByRole('checkbox', { name: '站务员（station）' });
    expect(clerk).toBeEnabled();
    await userEvent.hover(head.closest('label')!);
    await waitFor(() => expect(screen.getByText(CANNOT_GRANT_ROLE_TIP)).toBeVisible());

    await userEvent.click(clerk);
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith({ userId: 'u1', newRoleIds: ['r2', 'r1'], oldRoleIds: ['r2'] }));
  });
});
