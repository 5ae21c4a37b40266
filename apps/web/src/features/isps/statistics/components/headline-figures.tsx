/** The period's headline figures, each with the period before and the change (环比). */
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { formatYuan, type StatisticsFigures, type StatisticsReport } from '@bus/contracts';

interface Headline {
  key: keyof StatisticsFigures;
  title: string;
  format(value: number): string;
  /** what the title adds (乘车扣费's count) */
  extra?(figures: StatisticsFigures): string;
}

const count = (unit: string) => (value: number) => `${value.toLocaleString('zh-CN')} ${unit}`;

const HEADLINES: readonly Headline[] = [
  { key: 'moneyInCents', title: '收款', format: formatYuan },
  { key: 'refundCents', title: '退款', format: formatYuan },
  { key: 'netCents', title: '净收入', format: formatYuan },
  { key: 'fareCents', title: '乘车扣费', format: formatYuan, extra: (f) => `${f.fareCount.toLocaleString('zh-CN')} 笔` },
  { key: 'newCards', title: '新办卡', format: count('张') },
  { key: 'topUpCount', title: '充值笔数', format: count('笔') },
];

/** darker than antd's success and error colours, so the small text keeps 4.5:1 on white */
const UP = '#cf1322';
const DOWN = '#237804';

/** the change from the period before: ▲ 12.3% (red, up) / ▼ 4.0% (green, down), as Chinese reports colour it */
function Change({ current, previous }: { current: number; previous: number }) {
  if (previous === 0) return <span>{current === 0 ? '持平' : '上期无数据'}</span>;
  const ratio = (current - previous) / Math.abs(previous);
  if (Math.abs(ratio) < 0.0005) return <span>持平</span>;
  return (
    <span style={{ color: ratio > 0 ? UP : DOWN }}>
      {ratio > 0 ? '▲' : '▼'} {Math.abs(ratio * 100).toFixed(1)}%
    </span>
  );
}

export function HeadlineFigures({ report }: { report: StatisticsReport }) {
  return (
    <Row gutter={[16, 16]}>
      {HEADLINES.map(({ key, title, format, extra }) => (
        <Col key={key} xs={12} md={8} xl={4}>
          <Card size="small" style={{ height: '100%' }}>
            <Statistic title={extra ? `${title}（${extra(report.figures)}）` : title} value={format(report.figures[key])} valueStyle={{ fontSize: 22 }} />
            <Typography.Text style={{ fontSize: 12, display: 'block' }}>上期 {format(report.previousFigures[key])}</Typography.Text>
            <Typography.Text style={{ fontSize: 12, display: 'block' }}>
              环比 <Change current={report.figures[key]} previous={report.previousFigures[key]} />
            </Typography.Text>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
