/** 在线用户 (system/SysUserOnlineList): live sessions and 强制退出. */
import { Tag, Tooltip, message } from 'antd';
import { PERMS, type OnlineSession } from '@bus/contracts';
import { avatarColumn, confirmAction, type RowAction } from '../../../../components/list-page';
import { ResourceListPage, type ColumnEntry } from '../../../../components/resource-kit';
import { onlineUsersApi, useForceLogout } from '../api/online-users-api';
import { describeUserAgent } from '../components/describe-user-agent';

const columns: ReadonlyArray<ColumnEntry<OnlineSession>> = [
  avatarColumn(),
  [
    'username',
    {
      sorter: false,
      render: (v: string, r) =>
        r.current ? (
          <>
            {v} <Tag color="blue">当前会话</Tag>
          </>
        ) : (
          v
        ),
    },
  ],
  ['realname', { sorter: false }],
  ['ip', { sorter: false }],
  { title: '浏览器', dataIndex: 'userAgent', key: 'userAgent', width: 170, render: (v: string | null) => <Tooltip title={v}>{describeUserAgent(v)}</Tooltip> },
  // to the second
  ['loginTime', { render: (v: string) => v }],
  ['lastSeenTime', { render: (v: string) => v }],
];

export default function OnlineUserListPage({ title }: { title: string }) {
  const force = useForceLogout();

  const logout = async (record: OnlineSession) => {
    if (!(await confirmAction(`确定强制退出 ${record.realname}（${record.username}）吗？`, '该会话将立即失效，用户需要重新登录。', '强制退出'))) return;
    void message.success(await force.mutateAsync(record.sessionId));
  };
  // one's own session is not ended here (退出登录 does that)
  const rowActions = (record: OnlineSession): RowAction[] =>
    record.current
      ? []
      : [{ key: 'forceLogout', label: '强制退出', code: PERMS.system.onlineUser.force_logout, danger: true, onClick: () => void logout(record) }];

  return <ResourceListPage api={onlineUsersApi} title={title} rowKey="sessionId" columns={columns} rowActions={rowActions} actionsWidth={100} />;
}
