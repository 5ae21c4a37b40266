import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERMS } from '@bus/contracts';
import { useSessionStore } from '../../../lib/session';
import { Table } from 'antd';
import { RowActions, rowActionsColumn } from '../crud-actions';

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

describe('rowActionsColumn', () => {
  it('is a right-fixed 操作 column of each row’s own links', async () => {
    const open = vi.fn();
    const column = rowActionsColumn<{ id: string; name: string }>(120, (row) => [{ key: 'open', label: `查看${row.name}`, onClick: () => open(row.id) }]);
    expect(column).toMatchObject({ title: '操作', key: 'action', width: 120, fixed: 'right' });
    expect(rowActionsColumn(90, () => [], { key: 'operate', fixed: false })).not.toHaveProperty('fixed');
    render(
      <Table
        rowKey="id"
        pagination={false}
        dataSource={[
          { id: 'a', name: '甲' },
          { id: 'b', name: '乙' },
        ]}
        columns={[column]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '查看乙' }));
    expect(open).toHaveBeenCalledWith('b');
  });
});
