/** 准点率 of the day: cards for the total, a table per line, and the rule that decides 准点. */
import { Card, Col, Collapse, Row, Statistic, Table, Typography } from 'antd';
import type { PunctualityRow } from '@bus/contracts';
import { percentText, usePunctuality } from '../../../../lib/api/work-day';

const minutes = (v: number | null) => (v === null ? '—' : `${v} 分钟`);

export function PunctualitySummary({ date, routeId }: { date: string; routeId?: string }) {
  const data = usePunctuality(date, routeId);
  const total = data.data?.summary;
  const cards: Array<[string, string | number]> = [
    ['计划班次', total?.planned ?? 0],
    ['已运行', total?.run ?? 0],
    ['已取消', total?.cancelled ?? 0],
    ['准点率', percentText(total?.onTimePercent ?? null)],
    ['平均晚点', minutes(total?.averageDelayMinutes ?? null)],
  ];
  return (
    <div style={{ marginBottom: 16 }}>
      <Row gutter={12}>
        {cards.map(([title, value]) => (
          <Col key={title} flex="1">
            <Card size="small" loading={data.isLoading}>
              <Statistic title={title} value={value} />
            </Card>
          </Col>
        ))}
      </Row>
      <Typography.Text type="secondary" style={{ display: 'block', margin: '8px 0' }} data-testid="on-time-rule">
        {data.data?.rule ?? '准点：实际发车在计划发车前 1 分钟至后 3 分钟之间'}；准点率 = 准点班次 ÷ 已运行班次。
      </Typography.Text>
      {(data.data?.lines.length ?? 0) > 1 && (
        <Collapse
          size="small"
          items={[
            {
              key: 'lines',
              label: '各线路准点率',
              children: (
                <Table<PunctualityRow>
                  size="small"
                  rowKey={(r) => r.routeId ?? 'total'}
                  pagination={false}
                  dataSource={data.data?.lines ?? []}
                  summary={() =>
                    total ? (
                      <Table.Summary.Row>
                        <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
                        <Table.Summary.Cell index={1}>{total.planned}</Table.Summary.Cell>
                        <Table.Summary.Cell index={2}>{total.run}</Table.Summary.Cell>
                        <Table.Summary.Cell index={3}>{total.cancelled}</Table.Summary.Cell>
                        <Table.Summary.Cell index={4}>{percentText(total.onTimePercent)}</Table.Summary.Cell>
                        <Table.Summary.Cell index={5}>{minutes(total.averageDelayMinutes)}</Table.Summary.Cell>
                      </Table.Summary.Row>
                    ) : null
                  }
                  columns={[
                    { title: '线路', dataIndex: 'routeNumber' },
                    { title: '计划', dataIndex: 'planned' },
                    { title: '已运行', dataIndex: 'run' },
                    { title: '取消', dataIndex: 'cancelled' },
                    { title: '准点率', dataIndex: 'onTimePercent', render: percentText },
                    { title: '平均晚点', dataIndex: 'averageDelayMinutes', render: minutes },
                  ]}
                />
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
