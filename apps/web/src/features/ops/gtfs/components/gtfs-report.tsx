/** A GTFS validation report: counts by severity, the findings (filterable) and a CSV download. */
import { useMemo, useState } from 'react';
import { Button, Empty, Segmented, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { GTFS_SEVERITY_TEXT, gtfsReportCsv, type GtfsFinding, type GtfsValidationReport } from '@bus/contracts';
import { saveBlob } from '../../../../lib/http';

const COLORS = { error: 'red', warning: 'orange', info: 'blue' } as const;
type Filter = 'all' | GtfsFinding['severity'];

export interface GtfsReportProps {
  report: GtfsValidationReport;
  /** the downloaded file's name */
  fileName: string;
  /** downloads the report from the server instead of building it here */
  onDownload?(): void;
}

export function GtfsReport({ report, fileName, onDownload }: GtfsReportProps) {
  const [filter, setFilter] = useState<Filter>('all');
  const rows = useMemo(() => report.findings.filter((f) => filter === 'all' || f.severity === filter), [report, filter]);
  const { error, warning, info } = report.counts;
  const download = onDownload ?? (() => saveBlob(new Blob([gtfsReportCsv(report.findings)], { type: 'text/csv;charset=utf-8' }), fileName));
  const columns: TableColumnsType<GtfsFinding & { key: number }> = [
    {
      title: '级别',
      dataIndex: 'severity',
      width: 72,
      render: (severity: GtfsFinding['severity']) => <Tag color={COLORS[severity]}>{GTFS_SEVERITY_TEXT[severity]}</Tag>,
    },
    { title: '文件', dataIndex: 'file', width: 150 },
    { title: '行号', dataIndex: 'line', width: 80 },
    { title: '字段', dataIndex: 'field', width: 150, ellipsis: true },
    { title: '说明', dataIndex: 'message' },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="gtfs-report">
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Segmented<Filter>
          value={filter}
          onChange={setFilter}
          options={[
            { label: `全部 ${error + warning + info}`, value: 'all' },
            { label: `错误 ${error}`, value: 'error' },
            { label: `警告 ${warning}`, value: 'warning' },
            { label: `提示 ${info}`, value: 'info' },
          ]}
        />
        <Button icon={<DownloadOutlined />} onClick={download} disabled={report.findings.length === 0}>
          下载报告
        </Button>
      </Space>
      <Typography.Text type="secondary">
        {report.files.map((f) => `${f.file} ${f.rows} 行`).join('，')}
        {report.findings.length < error + warning + info ? `（每条规则最多列出 200 条）` : ''}
      </Typography.Text>
      <Table
        size="small"
        columns={columns}
        dataSource={rows.map((row, key) => ({ ...row, key }))}
        pagination={{ pageSize: 8, showSizeChanger: false, hideOnSinglePage: true }}
        locale={{ emptyText: <Empty description={filter === 'all' ? '没有发现问题' : '没有此级别的问题'} /> }}
      />
    </Space>
  );
}
