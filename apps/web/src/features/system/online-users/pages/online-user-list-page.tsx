/** 在线用户 (system/SysUserOnlineList): live sessions and 强制退出. */
import { Avatar, Button, Card, Tag, Tooltip, message, type TableColumnsType } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import type { OnlineSession } from '@bus/contracts';
import { confirmAction, SearchForm, useListPage, ListTable, SearchText } from '../../../../components/list-page';
import { usePermission } from '../../../../lib/permissions';
import { useForceLogout } from '../api/force-logout';
import { describeUserAgent } from '../components/describe-user-agent';
import { ONLINE_USER_LIST_URL, onlineUsersQueryKey } from '../api/list-online-users';

export default function OnlineUserListPage({ title }: { title: string }) {
  const list = useListPage<OnlineSession>({
    url: ONLINE_USER_LIST_URL,
    queryKey: onlineUsersQueryKey,
    rowKey: 'sessionId',
    defaultSort: { column: 'lastSeenTime', order: 'desc' },
  });
  const { can } = usePermission();
  const force = useForceLogout();

  const logout = async (record: OnlineSession) => {
    if (!(await confirmAction(`确定强制退出 ${record.realname}（${record.username}）吗？`, '该会话将立即失效，用户需要重新登录。', '强制退出'))) return;
    void message.success(await force.mutateAsync(record.sessionId));
  };

  const columns: TableColumnsType<OnlineSession> = [
    {
      title: '头像',
      dataIndex: 'avatar',
      width: 70,
      align: 'center',
      render: (src: string | null) => <Avatar src={src || undefined} icon={<UserOutlined />} />,
    },
    {
      title: '账号',
      dataIndex: 'username',
      key: 'username',
      width: 120,
      render: (v: string, r) =>
        r.current ? (
          <>
            {v} <Tag color="blue">当前会话</Tag>
          </>
        ) : (
          v
        ),
    },
    { title: '姓名', dataIndex: 'realname', key: 'realname', width: 100 },
    { title: 'IP', dataIndex: 'ip', key: 'ip', width: 130 },
    {
      title: '浏览器',
      dataIndex: 'userAgent',
      key: 'userAgent',
      width: 170,
      render: (v: string | null) => <Tooltip title={v}>{describeUserAgent(v)}</Tooltip>,
    },
    { title: '登录时间', dataIndex: 'loginTime', key: 'loginTime', width: 170, sorter: true },
    { title: '最后活动', dataIndex: 'lastSeenTime', key: 'lastSeenTime', width: 170, sorter: true },
    {
      title: '操作',
      key: 'action',
      width: 100,
      fixed: 'right',
      render: (_, record) =>
        can('system:onlineUser:force_logout') && !record.current ? (
          <Button type="link" size="small" danger onClick={() => void logout(record)}>
            强制退出
          </Button>
        ) : null,
    },
  ];

  const { rowSelection: _none, ...tableProps } = list.tableProps;
  return (
    <Card title={title} variant="borderless">
      <SearchForm onSearch={list.search} onReset={list.reset}>
        <SearchText name="username" label="账号" />
      </SearchForm>
      <ListTable<OnlineSession> {...tableProps} columns={columns} locale={{ emptyText: '暂无在线用户' }} />
    </Card>
  );
}
