import { useState } from 'react';
import { Alert, App, Button, Drawer, Space, Tag } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { CANNOT_GRANT_ROLE_TIP, type RoleRecord, type RoleUserRecord } from '@bus/contracts';
import { confirmAction, SearchForm, useListPage, ListTable, SearchText } from '../../../../components/list-page';
import { SelectUserModal, type SelectedUser } from '../../../../components/pickers/select-user-modal';
import { Authorized, usePermission } from '../../../../lib/permissions';
import { useAddRoleUsers } from '../api/add-role-users';
import { useRoleGrantable } from '../api/role-grantable';
import { useRemoveRoleUsers } from '../api/remove-role-user';
import { ROLE_USERS_URL, roleUsersQueryKey } from '../api/role-users';

interface Props {
  role: RoleRecord;
  onClose(): void;
}

/**
 * The users of a role: search, add existing users (the shared user picker), remove (one or
 * selected). A role the signed-in user may not hand out is shown read-only, saying why.
 */
export function RoleUsersDrawer({ role, onClose }: Props) {
  const { message } = App.useApp();
  const list = useListPage<RoleUserRecord>({ url: ROLE_USERS_URL, queryKey: roleUsersQueryKey(role.id), fixedParams: { roleId: role.id } });
  const add = useAddRoleUsers(role.id);
  const remove = useRemoveRoleUsers(role.id);
  const [picking, setPicking] = useState(false);
  const grantable = useRoleGrantable(role.id);
  const { can } = usePermission();
  // who may not change this role's users sees the list only: no row choice, no empty 操作 column
  const editable = grantable && can('system:role:authorize');

  const addUsers = async (users: SelectedUser[]) => {
    setPicking(false);
    if (users.length === 0) return;
    await add.mutateAsync({ roleId: role.id, userIdList: users.map((u) => u.id) });
    message.success(`已将 ${users.map((u) => u.realname).join('、')} 加入角色`);
  };

  const removeUsers = async (users: RoleUserRecord[]) => {
    const names = users.map((u) => u.realname ?? u.username).join('、');
    if (!(await confirmAction('确认移除', `将 ${names} 移出角色「${role.roleName}」？`))) return;
    await remove.mutateAsync({ roleId: role.id, userIds: users.map((u) => u.id) });
    message.success('移除成功');
    list.afterDelete(users.length);
  };

  return (
    <Drawer title={`角色用户 - ${role.roleName}`} open onClose={onClose} width={760} destroyOnHidden>
      <SearchForm onSearch={list.search} onReset={list.reset}>
        <SearchText name="username" label="账号" placeholder="模糊查询" />
        <SearchText name="realname" label="姓名" placeholder="模糊查询" />
      </SearchForm>
      {!grantable && <Alert type="info" showIcon style={{ marginBottom: 12 }} message={CANNOT_GRANT_ROLE_TIP} />}
      <Authorized code="system:role:authorize">
        <Space style={{ marginBottom: 12 }} wrap>
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => setPicking(true)} loading={add.isPending} disabled={!grantable}>
            添加已有用户
          </Button>
          {grantable && list.selectedRows.length > 0 && (
            <Button danger onClick={() => removeUsers(list.selectedRows)}>
              批量移除（{list.selectedRows.length}）
            </Button>
          )}
        </Space>
      </Authorized>
      <ListTable<RoleUserRecord>
        {...list.tableProps}
        rowSelection={editable ? list.tableProps.rowSelection : undefined}
        size="middle"
        locale={{ emptyText: '该角色下还没有用户' }}
        columns={[
          { title: '账号', dataIndex: 'username' },
          { title: '姓名', dataIndex: 'realname' },
          { title: '手机号', dataIndex: 'phone' },
          { title: '状态', dataIndex: 'status', render: (s: number) => (s === 2 ? <Tag color="red">冻结</Tag> : <Tag color="green">正常</Tag>) },
          ...(editable
            ? [
                {
                  title: '操作',
                  key: 'action',
                  render: (_: unknown, user: RoleUserRecord) => (
                    <Button type="link" danger size="small" onClick={() => removeUsers([user])}>
                      移除
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <SelectUserModal open={picking} title="选择要加入角色的用户" onOk={addUsers} onCancel={() => setPicking(false)} />
    </Drawer>
  );
}
