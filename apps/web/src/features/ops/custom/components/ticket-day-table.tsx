/** Seats sold and takings per line and travel date of the tickets the list's filters select. */
import { Table, Typography, type TableColumnsType } from 'antd';
import type { CustomTicketSummary } from '@bus/contracts';
import { formatYuan } from '@bus/contracts';

type Day = CustomTicketSummary['days'][number];

const columns: TableColumnsType<Day> = [
  { title: '乘车日期', dataIndex: 'travelDate', key: 'travelDate', width: 120 },
  { title: '线路', dataIndex: 'routeNumber', key: 'routeNumber', width: 120 },
  { title: '售出座位', dataIndex: 'soldSeats', key: 'soldSeats', width: 100, align: 'right' },
  { title: '实收', dataIndex: 'amountCents', key: 'amountCents', width: 120, align: 'right', render: (v: number) => formatYuan(v) },
];

export function TicketDayTable({ summary }: { summary: CustomTicketSummary | undefined }) {
  return (
    <>
      <Table<Day>
        rowKey={(d) => `${d.routeId}:${d.travelDate}`}
        size="small"
        columns={columns}
        dataSource={summary?.days ?? []}
        pagination={{ pageSize: 7, showSizeChanger: false, size: 'small' }}
        locale={{ emptyText: '没有符合条件的车票' }}
        style={{ maxWidth: 520 }}
        data-testid="ticket-days"
      />
      {summary?.moreDays && <Typography.Text type="secondary">只列出前 {summary.days.length} 个线路日，请按线路或日期缩小范围</Typography.Text>}
    </>
  );
}
