/** Passengers still waiting per from→to pair (已提交 and 评估中), the largest first: where a new line would serve most. */
import { Card, Empty, Space, Tag, Typography } from 'antd';
import { useCustomDemand } from '../api/custom-requests-api';

export function CustomDemandCard() {
  const demand = useCustomDemand();
  const rows = (demand.data ?? []).slice(0, 8);
  return (
    <Card
      size="small"
      type="inner"
      title="待处理需求（已提交、评估中）按起讫点"
      loading={demand.isLoading}
      style={{ marginBottom: 16 }}
      data-testid="custom-demand"
    >
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有待处理的定制需求" />
      ) : (
        <Space wrap size={[8, 8]}>
          {rows.map((row) => (
            <Tag key={`${row.fromPlace}→${row.toPlace}`} style={{ padding: '2px 8px', marginInlineEnd: 0 }}>
              {row.fromPlace} → {row.toPlace}
              <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
                {row.requests} 单 · {row.passengers} 人
              </Typography.Text>
            </Tag>
          ))}
        </Space>
      )}
    </Card>
  );
}
