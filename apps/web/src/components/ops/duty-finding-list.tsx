/** The duty-rule checker's findings: severity, rule, who and the plain message (排班 and 运营计划). */
import { Empty, List, Space, Tag, Typography } from 'antd';
import type { DutyFinding } from '@bus/contracts';

export function DutyFindingList({ findings, emptyText = '没有违反排班规则' }: { findings: DutyFinding[]; emptyText?: string }) {
  if (findings.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return (
    <List
      size="small"
      dataSource={findings}
      rowKey={(f) => `${f.serviceDate}|${f.rule}|${f.dutyCode}|${f.driverId}|${f.vehicleId}|${f.message}`}
      renderItem={(f) => (
        <List.Item data-testid="duty-finding">
          <Space align="start" size={8}>
            <Tag color={f.severity === 'error' ? 'red' : 'orange'} style={{ marginInlineEnd: 0 }}>
              {f.severity === 'error' ? '错误' : '警告'}
            </Tag>
            <div>
              <Typography.Text strong>{f.ruleName}</Typography.Text>
              <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                {f.serviceDate} {f.dutyCode ? `班段 ${f.dutyCode}` : ''}
              </Typography.Text>
              <div>{f.message}</div>
            </div>
          </Space>
        </List.Item>
      )}
    />
  );
}
