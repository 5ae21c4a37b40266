import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Adapter } from '../../../../lib/http/transport';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CANNOT_GRANT_ROLE_TIP, PERMS } from '@bus/contracts';
import { http } from '../../../../lib/http';
import { useSessionStore } from '../../../../lib/session';
import { RoleUsersDrawer } from '../components/role-users-drawer';
import { ROLE_USERS_URL } from '../api/role-users';

const originalAdapter = http.adapter;
const role = { id: 'r-dispatch', roleName: '调度主管', roleCode: 'dispatch_head' } as never;
const reply = (result: unknown) => ({ success: true, message: '', code: 200, result, timestamp: 0 });

/** The server's answers: the role's one member, and whether the signed-in user may hand the role out. */
function serve(grantable: boolean) {
  const adapter: Adapter = async (config) => {
    const data =
      config.url === ROLE_USERS_URL
        ? reply({ records: [{ id: 'u1', username: 'chenjing', realname: '陈静', phone: '13800000001', status: 1 }], total: 1, size: 10, current: 1, pages: 1 })
        : reply([{ id: 'r-dispatch', roleName: '调度主管', roleCode: 'dispatch_head', grantable }]);
    return { status: 200, data, request: config };
  };
  http.adapter = adapter;
}

function renderDrawer() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <App>
          <RoleUsersDrawer role={role} onClose={() => undefined} />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  const entry = { action: PERMS.system.role.authorize, describe: '授权', type: '1', status: '1' };
  useSessionStore.setState({ auth: [entry], allAuth: [] });
});
afterEach(() => useSessionStore.setState({ auth: [], allAuth: [] }));
afterAll(() => {
  http.adapter = originalAdapter;
});

describe('角色用户', () => {
  it('shows a role the signed-in user may not hand out read-only, saying why', async () => {
    serve(false);
    renderDrawer();
    const row = (await screen.findByText('陈静')).closest('tr')!;
    expect(await screen.findByText(CANNOT_GRANT_ROLE_TIP)).toBeVisible();
    expect(screen.getByRole('button', { name: /添加已有用户/ })).toBeDisabled();
    // the list only: no 移除, no row choice, no empty 操作 column
    expect(within(row).queryByRole('button', { name: /移\s*除/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /批量移除/ })).not.toBeInTheDocument();
  });

  it('lets a user who holds every permission of the role add and remove its members', async () => {
    serve(true);
    renderDrawer();
    const row = (await screen.findByText('陈静')).closest('tr')!;
    await waitFor(() => expect(screen.getByRole('button', { name: /添加已有用户/ })).toBeEnabled());
    expect(within(row).getByRole('button', { name: /移\s*除/ })).toBeEnabled();
    expect(screen.queryByText(CANNOT_GRANT_ROLE_TIP)).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('checkbox'));
    expect(await screen.findByRole('button', { name: /批量移除（1）/ })).toBeEnabled();
  });
});
