/** 部门用户: the users of the selected department; add existing users, remove with confirmation. */
import { useMemo, useState } from 'react';
import { Button, Space, Tag, message, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { DepartUserRecord } from '@bus/contracts';
import { confirmAction, SearchForm, useListPage, ListTable, SearchText } from '../../../../components/list-page';
import { SelectUserModal, type SelectedUser } from '../../../../components/pickers/select-user-modal';
import { Authorized } from '../../../../lib/permissions';
import { DepartUserRolesModal } from './depart-user-roles-modal';
import { DEPART_USER_LIST_URL, departUsersQueryKey, useAddDepartUsers, useRemoveDepartUser } from '../api/depart-users';

export function DepartUsersTab({ departId, departName }: { departId: string; departName: string }) {
  const fixedParams = useMemo(() => ({ depId: departId }), [departId]);
  const list = useListPage<DepartUserRecord>({ url: DEPART_USER_LIST_URL, queryKey: [...departUsersQueryKey, departId], fixedParams });
  const add = useAddDepartUsers();
  const remove = useRemoveDepartUser();
  const [picking, setPicking] = useState(false);
  const [assigning, setAssigning] = useState<DepartUserRecord | null>(null);

  const addUsers = async (users: SelectedUser[]) => {
    setPicking(false);
    if (users.length === 0) return;
    void message.success(await add.mutateAsync({ depId: departId, userIdList: users.map((u) => u.id) }));
  };

  const removeUser = async (user: DepartUserRecord) => {
    if (!(await confirmAction(`确定把「${user.realname}」移出「${departName}」吗？`, '只解除与本部门的关系，不会删除用户。', '移出'))) return;
    void message.success(await remove.mutateAsync({ depId: departId, userId: user.id }));
    list.afterDelete(1);
  };

  const columns: TableColumnsType<DepartUserRecord> = [
    { title: '账号', dataIndex: 'username', key: 'username', sorter: true },
    { title: '姓名', dataIndex: 'realname', key: 'realname', sorter: true },
    { title: '工号', dataIndex: 'workNo', key: 'workNo' },
    { title: '手机号', dataIndex: 'phone', key: 'phone' },
    {
      title: '状态',
      dataIndex: 'status',
      key: 'status',
      render: (s: number, r) => <Tag color={s === 2 ? 'red' : 'green'}>{r.status_dictText || (s === 2 ? '冻结' : '正常')}</Tag>,
    },
    {
      title: '操作',
      key: 'action',
      width: 150,
      render: (_, record) => (
        <Space size={4}>
          <Authorized code="system:depart:authorize">
            <Button type="link" size="small" onClick={() => setAssigning(record)}>
              部门角色
            </Button>
          </Authorized>
          <Authorized code="system:depart:edit">
            <Button type="link" size="small" danger onClick={() => void removeUser(record)}>
              移出
            </Button>
          </Authorized>
        </Space>
      ),
    },
  ];

  return (
    <div>
      <SearchForm onSearch={list.search} onReset={list.reset}>
        <SearchText name="username" label="账号" />
        <SearchText name="realname" label="姓名" />
      </SearchForm>
      <Space style={{ marginBottom: 16 }}>
        <Authorized code="system:depart:edit">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setPicking(true)}>
            添加已有用户
          </Button>
        </Authorized>
      </Space>
      <ListTable<DepartUserRecord> {...list.tableProps} rowSelection={undefined} columns={columns} locale={{ emptyText: '该部门还没有用户' }} />
      {assigning && <DepartUserRolesModal departId={departId} departName={departName} user={assigning} onClose={() => setAssigning(null)} />}
      <SelectUserModal open={picking} title="选择要加入部门的用户" onOk={(users) => void addUsers(users)} onCancel={() => setPicking(false)} />
    </div>
  );
}
