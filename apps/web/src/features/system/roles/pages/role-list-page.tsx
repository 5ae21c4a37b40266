import { useState } from 'react';
import { Button, Card, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { RoleRecord } from '@bus/contracts';
import { ListTable, RowActions, SearchForm, useListPage, SearchText } from '../../../../components/list-page';
import { Authorized } from '../../../../lib/permissions';
import { ROLE_LIST_URL, rolesQueryKey } from '../api/list-roles';
import { RoleAuthorizeDrawer } from '../components/role-authorize-drawer';
import { RoleFormModal } from '../components/role-form-modal';
import { RoleUsersDrawer } from '../components/role-users-drawer';

/** 角色管理 (component 'system/RoleList'). */
export default function RoleListPage({ title }: { title: string }) {
  const list = useListPage<RoleRecord>({ url: ROLE_LIST_URL, queryKey: rolesQueryKey, deleteUrl: '/sys/role/delete', batchDeleteUrl: '/sys/role/deleteBatch' });
  const [editing, setEditing] = useState<{ open: boolean; role: RoleRecord | null }>({ open: false, role: null });
  const [usersOf, setUsersOf] = useState<RoleRecord | null>(null);
  const [authorizing, setAuthorizing] = useState<RoleRecord | null>(null);

  const question = (roles: RoleRecord[]) => ({
    title: '确认删除',
    content: `删除角色「${roles.map((r) => r.roleName).join('、')}」？拥有这些角色的用户将失去相应权限。`,
  });

  return (
    <Card title={title} variant="borderless">
      <SearchForm onSearch={list.search} onReset={list.reset}>
        <SearchText name="roleName" label="名称" placeholder="模糊查询" />
        <SearchText name="roleCode" label="编码" placeholder="精确查询" />
      </SearchForm>
      <Space style={{ marginBottom: 16 }}>
        <Authorized code="system:role:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ open: true, role: null })}>
            新增
          </Button>
        </Authorized>
        <Authorized code="system:role:batch_delete">
          <Button danger icon={<DeleteOutlined />} disabled={list.selectedRows.length === 0} onClick={() => void list.batchDelete(question(list.selectedRows))}>
            批量删除{list.selectedRows.length ? `（${list.selectedRows.length}）` : ''}
          </Button>
        </Authorized>
      </Space>
      <ListTable<RoleRecord>
        {...list.tableProps}
        locale={{ emptyText: '暂无角色' }}
        columns={[
          { title: '角色名称', dataIndex: 'roleName' },
          { title: '角色编码', dataIndex: 'roleCode' },
          { title: '描述', dataIndex: 'description', ellipsis: true },
          {
            title: '创建时间',
            dataIndex: 'createTime',
            key: 'createTime',
            sorter: true,
            render: (v: string) => (v ? new Date(v).toLocaleString('zh-CN', { hour12: false }) : ''),
          },
          {
            title: '操作',
            key: 'action',
            fixed: 'right',
            render: (_: unknown, role) => (
              <RowActions
                actions={[
                  { key: 'users', label: '用户', onClick: () => setUsersOf(role) },
                  { key: 'authorize', label: '授权', code: 'system:role:authorize', onClick: () => setAuthorizing(role) },
                  { key: 'edit', label: '编辑', code: 'system:role:edit', onClick: () => setEditing({ open: true, role }) },
                  { key: 'delete', label: '删除', code: 'system:role:delete', danger: true, onClick: () => void list.deleteRecord(role.id, question([role])) },
                ]}
              />
            ),
          },
        ]}
      />
      <RoleFormModal open={editing.open} role={editing.role} onClose={() => setEditing({ open: false, role: null })} />
      {usersOf && <RoleUsersDrawer role={usersOf} onClose={() => setUsersOf(null)} />}
      {authorizing && <RoleAuthorizeDrawer role={authorizing} onClose={() => setAuthorizing(null)} />}
    </Card>
  );
}
