import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERMS } from '@bus/contracts';
import { useSessionStore } from '../../../lib/session';
import { RowActions } from '../crud-actions';

const entry = (action: string) => ({ action, describe: action, type: '1', status: '1' });
const role = PERMS.system.role;

afterEach(() => useSessionStore.setState({ auth: [], allAuth: [] }));

describe('RowActions', () => {
  it('shows only the links the user may use, with no empty slot or divider for the others', async () => {
    useSessionStore.setState({ auth: [entry(role.edit)], allAuth: [] });
    const openUsers = vi.fn();
    const { container } = render(
      <RowActions
        actions={[
          { key: 'users', label: '用户', onClick: openUsers },
          { key: 'authorize', label: '授权', code: role.authorize, onClick: () => undefined },
          { key: 'edit', label: '编辑', code: role.edit, onClick: () => undefined },
          { key: 'delete', label: '删除', code: role.delete, danger: true, onClick: () => undefined },
        ]}
      />,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['用户', '编辑']);
    expect(container.querySelectorAll('.ant-space-item')).toHaveLength(2);
    expect(container.querySelector('.ant-divider')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /用\s*户/ }));
    expect(openUsers).toHaveBeenCalledOnce();
  });
});
