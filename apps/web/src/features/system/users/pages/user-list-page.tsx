/** 用户管理 (system/UserList). */
import { useState } from 'react';
import { Avatar, Button, Card, Dropdown, Space, Tag, message } from 'antd';
import { DeleteOutlined, DownOutlined, ExportOutlined, PlusOutlined, RestOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { PERMS, type UserRecord } from '@bus/contracts';
import { CustomTable, type CustomColumn } from '../../../../components/custom-table';
import { confirmAction, ImportExcelButton, SearchForm, useListPage, SearchText, SearchSelect } from '../../../../components/list-page';
import { SuperQuery } from '../../../../components/super-query';
import { useDictItems } from '../../../../lib/dict-cache';
import { usePermission, Authorized } from '../../../../lib/permissions';
import { USER_EXPORT_URL, USER_IMPORT_TEMPLATE_URL, USER_IMPORT_URL, USER_LIST_URL, USER_SUPER_QUERY_FIELDS, usersQueryKey } from '../api/list-users';
import { USER_ACTIVE, USER_FROZEN, useSetUsersFrozen } from '../api/set-users-frozen';
import { ResetPasswordModal } from '../components/reset-password-modal';
import { UserFormModal, type UserFormMode } from '../components/user-form-modal';

export default function UserListPage({ title }: { title: string }) {
  const list = useListPage<UserRecord>({
    url: USER_LIST_URL,
    queryKey: usersQueryKey,
    superQueryFields: USER_SUPER_QUERY_FIELDS,
    exportUrl: USER_EXPORT_URL,
    exportTitle: '用户信息',
    importUrl: USER_IMPORT_URL,
    deleteUrl: '/sys/user/delete',
    batchDeleteUrl: '/sys/user/deleteBatch',
  });
  const sexItems = useDictItems('sex');
  const statusItems = useDictItems('user_status');
  const { can } = usePermission();
  const freeze = useSetUsersFrozen();
  const [form, setForm] = useState<{ mode: UserFormMode; record?: UserRecord } | null>(null);
  const [resetFor, setResetFor] = useState<string | null>(null);
  const selectedIds = list.selectedRowKeys.map(String);

  const recycleNote = '删除后可在回收站还原。';

  const setFrozen = async (ids: string[], status: number) => {
    if (
      status === USER_FROZEN &&
      !(await confirmAction(`确定冻结${ids.length > 1 ? `选中的 ${ids.length} 个` : '该'}用户吗？`, '冻结后用户会被立即下线且无法登录。', '冻结'))
    )
      return;
    void message.success(await freeze.mutateAsync({ ids, status }));
    list.clearSelection();
  };

  const rowMenu = (record: UserRecord) => [
    { key: 'detail', label: '详情', onClick: () => setForm({ mode: 'view', record }) },
    ...(can('system:user:reset_password') ? [{ key: 'password', label: '修改密码', onClick: () => setResetFor(record.username) }] : []),
    ...(can('system:user:frozen')
      ? [
          record.status === USER_FROZEN
            ? { key: 'unfreeze', label: '解冻', onClick: () => void setFrozen([record.id], USER_ACTIVE) }
            : { key: 'freeze', label: '冻结', onClick: () => void setFrozen([record.id], USER_FROZEN) },
        ]
      : []),
    ...(can('system:user:delete')
      ? [
          {
            key: 'delete',
            label: '删除',
            danger: true,
            onClick: () => void list.deleteRecord(record.id, { title: '确定删除该用户吗？', content: recycleNote }),
          },
        ]
      : []),
  ];

  const columns: CustomColumn<UserRecord>[] = [
    {
      title: '头像',
      dataIndex: 'avatar',
      width: 70,
      align: 'center',
      render: (src: string | null) => <Avatar src={src || undefined} icon={<UserOutlined />} />,
    },
    { title: '账号', dataIndex: 'username', key: 'username', sorter: true, width: 120 },
    { title: '姓名', dataIndex: 'realname', key: 'realname', sorter: true, width: 100 },
    {
      title: '性别',
      dataIndex: 'sex_dictText',
      key: 'sex',
      sorter: true,
      width: 80,
      filters: (sexItems.data ?? []).map((i) => ({ text: i.text, value: i.value })),
    },
    // hidden until chosen in 列设置, so the list fits a 1440 px screen without scrolling sideways
    { title: '生日', dataIndex: 'birthday', key: 'birthday', sorter: true, width: 110, hidden: true },
    { title: '手机号', dataIndex: 'phone', key: 'phone', width: 120 },
    { title: '部门', dataIndex: 'orgCodeTxt', width: 160, ellipsis: true },
    { title: '职务', dataIndex: 'post_dictText', width: 120, ellipsis: true },
    {
      title: '状态',
      dataIndex: 'status',
      key: 'status',
      width: 80,
      render: (status: number, record) => (
        <Tag color={status === USER_FROZEN ? 'red' : 'green'}>{record.status_dictText || (status === USER_FROZEN ? '冻结' : '正常')}</Tag>
      ),
    },
    {
      title: '创建时间',
      dataIndex: 'createTime',
      key: 'createTime',
      sorter: true,
      width: 170,
      hidden: true,
      render: (value: string | null) => (value ? new Date(value).toLocaleString('zh-CN', { hour12: false }) : ''),
    },
    {
      title: '操作',
      key: 'action',
      fixed: 'right',
      width: 160,
      render: (_, record) => (
        <Space size={4}>
          <Authorized code="system:user:edit">
            <Button type="link" size="small" onClick={() => setForm({ mode: 'edit', record })}>
              编辑
            </Button>
          </Authorized>
          <Dropdown menu={{ items: rowMenu(record) }}>
            <Button type="link" size="small">
              更多 <DownOutlined />
            </Button>
          </Dropdown>
        </Space>
      ),
    },
  ];

  const batchItems = [
    ...(can('system:user:batch_delete')
      ? [
          {
            key: 'delete',
            label: '删除',
            icon: <DeleteOutlined />,
            onClick: () => void list.batchDelete({ title: `确定删除选中的 ${selectedIds.length} 个用户吗？`, content: recycleNote }),
          },
        ]
      : []),
    ...(can('system:user:frozen')
      ? [
          { key: 'freeze', label: '冻结', onClick: () => void setFrozen(selectedIds, USER_FROZEN) },
          { key: 'unfreeze', label: '解冻', onClick: () => void setFrozen(selectedIds, USER_ACTIVE) },
        ]
      : []),
  ];

  return (
    <Card title={title} variant="borderless">
      <SearchForm onSearch={list.search} onReset={list.reset}>
        <SearchText name="username" label="账号" />
        <SearchText name="realname" label="姓名" />
        <SearchSelect name="sex" label="性别" options={(sexItems.data ?? []).map((i) => ({ value: i.value, label: i.text }))} />
        <SearchText name="phone" label="手机号" />
        <SearchSelect name="status" label="状态" options={(statusItems.data ?? []).map((i) => ({ value: i.value, label: i.text }))} />
        <SearchText name="workNo" label="工号" />
      </SearchForm>
      <Space wrap style={{ marginBottom: 16 }}>
        <Authorized code="system:user:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ mode: 'add' })}>
            新增
          </Button>
        </Authorized>
        <Authorized code="system:user:export">
          <Button icon={<ExportOutlined />} loading={list.exporting} onClick={() => void list.exportXls()}>
            {selectedIds.length ? `导出选中 (${selectedIds.length})` : '导出'}
          </Button>
        </Authorized>
        <Authorized code="system:user:import">
          <ImportExcelButton
            {...list.importProps}
            errorFileName="用户导入失败.xlsx"
            templateUrl={USER_IMPORT_TEMPLATE_URL}
            templateFileName="用户导入模板.xlsx"
          />
        </Authorized>
        <Authorized code={[PERMS.system.recycleBin.revert, PERMS.system.recycleBin.delete]}>
          <Link to="/system/recycleBin">
            <Button icon={<RestOutlined />}>回收站</Button>
          </Link>
        </Authorized>
        {selectedIds.length > 0 && batchItems.length > 0 && (
          <Dropdown menu={{ items: batchItems }}>
            <Button>
              批量操作 <DownOutlined />
            </Button>
          </Dropdown>
        )}
        <SuperQuery {...list.superQueryProps} />
      </Space>
      <CustomTable<UserRecord> tableId="system-user-list" {...list.tableProps} columns={columns} locale={{ emptyText: '暂无数据' }} />
      <UserFormModal open={form !== null} mode={form?.mode ?? 'add'} record={form?.record} onClose={() => setForm(null)} />
      <ResetPasswordModal username={resetFor} onClose={() => setResetFor(null)} />
    </Card>
  );
}
