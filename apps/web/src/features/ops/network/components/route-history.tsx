/** 变更历史: who saved the line when, and what changed from the version before. */
import { Empty, Spin, Timeline, Typography } from 'antd';
import { useRouteHistory } from '../api/get-route-history';

export function RouteHistory({ routeId }: { routeId?: string }) {
  const history = useRouteHistory(routeId);
  if (!routeId) return <Empty description="保存后可查看变更历史" />;
  if (history.isLoading) return <Spin />;
  if (!history.data?.length) return <Empty description="暂无变更记录" />;
  return (
    <Timeline
      data-testid="route-history"
      items={history.data.map((entry, i) => ({
        color: i === 0 ? 'blue' : 'gray',
        children: (
          <div>
            <Typography.Text strong>
              版本 {entry.version} · {entry.createBy ?? '—'} · {entry.createTime}
            </Typography.Text>
            {entry.changes.length === 0 ? (
              <div>
                <Typography.Text type="secondary">无变化</Typography.Text>
              </div>
            ) : (
              entry.changes.map((change) => (
                <div key={change.field} style={{ fontSize: 13 }}>
                  <Typography.Text type="secondary">{change.label}：</Typography.Text>
                  {i < history.data!.length - 1 && (
                    <>
                      <Typography.Text delete type="secondary">
                        {change.before ?? '（空）'}
                      </Typography.Text>
                      {' → '}
                    </>
                  )}
                  <Typography.Text>{change.after ?? '（空）'}</Typography.Text>
                </div>
              ))
            )}
          </div>
        ),
      }))}
    />
  );
}
