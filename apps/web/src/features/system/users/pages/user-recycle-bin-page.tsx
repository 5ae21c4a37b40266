/** 用户回收站 (system/UserRecycleBinList): restore or purge deleted users. */
import { Button, Card, Space, message, type TableColumnsType } from 'antd';
import { DeleteOutlined, RollbackOutlined } from '@ant-design/icons';
import type { UserRecord } from '@bus/contracts';
import { confirmAction, SearchForm, useListPage, ListTable, SearchText } from '../../../../components/list-page';
import { Authorized } from '../../../../lib/permissions';
import { RECYCLE_BIN_URL, recycleBinQueryKey } from '../api/list-recycle-bin';
import { usePurgeUsers } from '../api/purge-users';
import { useRestoreUsers } from '../api/restore-users';

export default function UserRecycleBinPage({ title }: { title: string }) {
  const list = useListPage<UserRecord>({ url: RECYCLE_BIN_URL, queryKey: recycleBinQueryKey });
  const restore = useRestoreUsers();
  const purge = usePurgeUsers();
  const selectedIds = list.selectedRowKeys.map(String);

  const restoreUsers = async (ids: string[]) => {
    if (!(await confirmAction(ids.length > 1 ? `确定还原选中的 ${ids.length} 个用户吗？` : '确定还原该用户吗？', undefined, '还原'))) return;
    void message.success(await restore.mutateAsync(ids));
    list.afterDelete(ids.length);
  };

  const purgeUsers = async (ids: string[]) => {
    const title = ids.length > 1 ? `确定彻底删除选中的 ${ids.length} 个用户吗？` : '确定彻底删除该用户吗？';
    if (!(await confirmAction(title, '彻底删除后无法恢复！', '彻底删除'))) return;
    void message.success(await purge.mutateAsync(ids));
    list.afterDelete(ids.length);
  };

  const columns: TableColumnsType<UserRecord> = [
    { title: '账号', dataIndex: 'username', key: 'username', sorter: true },
    { title: '姓名', dataIndex: 'realname', key: 'realname', sorter: true },
    { title: '工号', dataIndex: 'workNo', key: 'workNo' },
    { title: '性别', dataIndex: 'sex_dictText', key: 'sex' },
    { title: '手机号', dataIndex: 'phone', key: 'phone' },
    { title: '部门', dataIndex: 'orgCodeTxt', ellipsis: true },
    {
      title: '操作',
      key: 'action',
      fixed: 'right',
      width: 170,
      render: (_, record) => (
        <Space size={4}>
          <Authorized code="system:recycleBin:revert">
            <Button type="link" size="small" icon={<RollbackOutlined />} onClick={() => void restoreUsers([record.id])}>
              还原
            </Button>
          </Authorized>
          <Authorized code="system:recycleBin:delete">
            <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => void purgeUsers([record.id])}>
              彻底删除
            </Button>
          </Authorized>
        </Space>
      ),
    },
  ];

  return (
    <Card title={title} variant="borderless">
      <SearchForm onSearch={list.search} onReset={list.reset}>
        <SearchText name="username" label="账号" />
        <SearchText name="realname" label="姓名" />
      </SearchForm>
      {selectedIds.length > 0 && (
        <Space style={{ marginBottom: 16 }}>
          <Authorized code="system:recycleBin:revert">
            <Button icon={<RollbackOutlined />} onClick={() => void restoreUsers(selectedIds)}>
              批量还原
            </Button>
          </Authorized>
          <Authorized code="system:recycleBin:delete">
            <Button danger icon={<DeleteOutlined />} onClick={() => void purgeUsers(selectedIds)}>
              批量彻底删除
            </Button>
          </Authorized>
          <span>已选择 {selectedIds.length} 项</span>
        </Space>
      )}
      <ListTable<UserRecord> {...list.tableProps} columns={columns} locale={{ emptyText: '回收站是空的' }} />
    </Card>
  );
}
