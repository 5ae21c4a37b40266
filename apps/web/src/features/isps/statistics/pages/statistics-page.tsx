/**
 * 统计报表 (isps/Statistics, issue 24): what a finance clerk and the card-service manager read
 * for a period, by day or by month (this month by default): the headline figures beside the
 * period before, the trend, and the money by channel, card type and service point, with 导出 to
 * one workbook. The definitions (口径) are the contract's, shown at the foot of the page.
 */
import { useState } from 'react';
import { App, Button, Card, Col, DatePicker, Empty, Form, Radio, Row, Space, Spin, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { ISPS_STATISTICS_PERMS, STATISTICS_DEFINITIONS, type StatisticsGranularity, type StatisticsReport } from '@bus/contracts';
import { SearchForm, WideSearchItem } from '../../../../components/list-page';
import { usePermission } from '../../../../lib/permissions';
import { exportStatistics } from '../api/export-statistics';
import { useStatisticsReport, type StatisticsSelection } from '../api/get-statistics-report';
import { BreakdownChart, TrendChart } from '../components/statistics-charts';
import { BreakdownTable, CARD_TYPE_COLUMNS, CHANNEL_COLUMNS, PLACE_COLUMNS } from '../components/breakdown-tables';
import { HeadlineFigures } from '../components/headline-figures';

const FORMATS: Record<StatisticsGranularity, string> = { day: 'YYYY-MM-DD', month: 'YYYY-MM' };

/** by day this month so far; by month this year so far */
const defaultRange = (granularity: StatisticsGranularity): [Dayjs, Dayjs] =>
  granularity === 'day' ? [dayjs().startOf('month'), dayjs()] : [dayjs().startOf('year'), dayjs()];

const selectionOf = (granularity: StatisticsGranularity, [start, end]: [Dayjs, Dayjs]): StatisticsSelection => ({
  granularity,
  start: start.format(FORMATS[granularity]),
  end: end.format(FORMATS[granularity]),
});

const isEmpty = (report: StatisticsReport) =>
  report.figures.newCards === 0 && report.trend.every((point) => point.moneyInCents === 0 && point.refundCents === 0 && point.fareCents === 0);

export default function StatisticsPage({ title }: { title: string }) {
  const [form] = Form.useForm();
  const [selection, setSelection] = useState(() => selectionOf('day', defaultRange('day')));
  const [exporting, setExporting] = useState(false);
  const report = useStatisticsReport(selection);
  const { can } = usePermission();
  const { message } = App.useApp();
  const granularity: StatisticsGranularity = Form.useWatch('granularity', form) ?? 'day';
  const data = report.data;

  const search = (values: Record<string, unknown>) => setSelection(selectionOf(values.granularity as StatisticsGranularity, values.range as [Dayjs, Dayjs]));
  // 日 / 月 changes the picker and its period at once
  const switchGranularity = (next: StatisticsGranularity) => {
    form.setFieldsValue({ range: defaultRange(next) });
    setSelection(selectionOf(next, defaultRange(next)));
  };
  const download = async () => {
    setExporting(true);
    try {
      await exportStatistics(selection);
      message.success('统计报表已导出');
    } finally {
      setExporting(false);
    }
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={title}
        extra={
          can(ISPS_STATISTICS_PERMS.export) && (
            <Button icon={<DownloadOutlined />} loading={exporting} disabled={!data} onClick={download}>
              导出 Excel
            </Button>
          )
        }
      >
        <SearchForm form={form} onSearch={search} onReset={() => setSelection(selectionOf('day', defaultRange('day')))}>
          <Form.Item name="granularity" label="统计粒度" initialValue="day">
            <Radio.Group
              optionType="button"
              options={[
                { label: '日', value: 'day' },
                { label: '月', value: 'month' },
              ]}
              onChange={(event) => switchGranularity(event.target.value as StatisticsGranularity)}
            />
          </Form.Item>
          <WideSearchItem>
            <Form.Item name="range" label="统计期间" initialValue={defaultRange('day')} rules={[{ required: true, message: '请选择统计期间' }]}>
              <DatePicker.RangePicker
                picker={granularity === 'day' ? 'date' : 'month'}
                allowClear={false}
                style={{ width: '100%' }}
                placeholder={granularity === 'day' ? ['开始日期', '结束日期'] : ['开始月份', '结束月份']}
              />
            </Form.Item>
          </WideSearchItem>
        </SearchForm>
        {data && (
          <Typography.Text type="secondary">
            本期 {data.start} 至 {data.end}，环比上期 {data.previousStart} 至 {data.previousEnd}（北京时间）
          </Typography.Text>
        )}
      </Card>
      {!data ? (
        <Card loading={report.isLoading}>{report.isError && <Empty description="统计报表加载失败，请稍后重试" />}</Card>
      ) : (
        <Spin spinning={report.isFetching} tip="统计中…">
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <HeadlineFigures report={data} />
            {isEmpty(data) ? (
              <Card>
                <Empty description="所选期间没有收款、退款、乘车扣费或办卡记录" />
              </Card>
            ) : (
              <Breakdowns report={data} />
            )}
          </Space>
        </Spin>
      )}
      <Card size="small" title="口径说明">
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {STATISTICS_DEFINITIONS.map(([name, definition]) => (
            <li key={name}>
              <Typography.Text strong>{name}</Typography.Text>：{definition}
            </li>
          ))}
          <li>日、月按北京时间划分；金额单位为元。</li>
        </ul>
      </Card>
    </Space>
  );
}

function Breakdowns({ report }: { report: StatisticsReport }) {
  const sections = [
    {
      title: '按支付方式',
      chart: <BreakdownChart rows={report.byChannel} kind="pie" />,
      table: <BreakdownTable label="按支付方式" rows={report.byChannel} columns={CHANNEL_COLUMNS} />,
    },
    {
      title: '按卡类型',
      chart: <BreakdownChart rows={report.byCardType} kind="bar" />,
      table: <BreakdownTable label="按卡类型" rows={report.byCardType} columns={CARD_TYPE_COLUMNS} />,
    },
    {
      title: '按补登网点',
      chart: <BreakdownChart rows={report.byPlace} kind="bar" />,
      table: <BreakdownTable label="按补登网点" rows={report.byPlace} columns={PLACE_COLUMNS} />,
    },
  ];
  return (
    <>
      <Card title={report.granularity === 'day' ? '每日收支趋势' : '每月收支趋势'} size="small">
        <TrendChart points={report.trend} />
      </Card>
      {sections.map(({ title, chart, table }) => (
        <Card key={title} title={title} size="small">
          <Row gutter={16}>
            <Col span={9}>{chart}</Col>
            <Col span={15}>{table}</Col>
          </Row>
        </Card>
      ))}
    </>
  );
}
