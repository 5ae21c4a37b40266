/** The breakdowns' tables, each with its 合计 row; amounts in yuan through formatYuan. */
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatYuan, type StatisticsCardTypeRow, type StatisticsChannelRow, type StatisticsPlaceRow } from '@bus/contracts';

type Row = StatisticsChannelRow | StatisticsCardTypeRow | StatisticsPlaceRow;

const money = (title: string, key: string) => ({ title, dataIndex: key, key, align: 'right' as const, render: (cents: number) => formatYuan(cents) });
const number = (title: string, key: string) => ({
  title,
  dataIndex: key,
  key,
  align: 'right' as const,
  width: 96,
  render: (n: number) => n.toLocaleString('zh-CN'),
});

export const CHANNEL_COLUMNS: ColumnsType<StatisticsChannelRow> = [
  { title: '支付方式', dataIndex: 'name', key: 'name' },
  number('收款笔数', 'count'),
  money('收款', 'moneyInCents'),
  money('退款', 'refundCents'),
  money('净收入', 'netCents'),
];
export const CARD_TYPE_COLUMNS: ColumnsType<StatisticsCardTypeRow> = [
  { title: '卡类型', dataIndex: 'name', key: 'name' },
  number('新办卡', 'newCards'),
  money('收款', 'moneyInCents'),
  money('退款', 'refundCents'),
  money('乘车扣费', 'fareCents'),
  number('乘车笔数', 'fareCount'),
];
export const PLACE_COLUMNS: ColumnsType<StatisticsPlaceRow> = [
  { title: '补登网点', dataIndex: 'name', key: 'name', ellipsis: true },
  number('新办卡', 'newCards'),
  number('充值笔数', 'topUpCount'),
  money('收款', 'moneyInCents'),
  money('退款', 'refundCents'),
  money('净收入', 'netCents'),
];

/** a breakdown's table: its rows and a 合计 row that adds each column up */
export function BreakdownTable<T extends Row>({ rows, columns, label }: { rows: T[]; columns: ColumnsType<T>; label: string }) {
  const keys = columns.map((column) => String(column.key));
  return (
    <Table<T>
      aria-label={label}
      size="small"
      rowKey="key"
      dataSource={rows}
      columns={columns}
      pagination={false}
      scroll={{ y: 300 }}
      summary={(shown) => (
        <Table.Summary fixed>
          <Table.Summary.Row>
            {keys.map((key, index) => {
              const column = columns[index] as { align?: 'right'; render?: (value: number) => string };
              const total = shown.reduce((sum, row) => sum + Number((row as unknown as Record<string, number>)[key] ?? 0), 0);
              return (
                <Table.Summary.Cell key={key} index={index} align={column.align}>
                  <Typography.Text strong>{index === 0 ? '合计' : column.render!(total)}</Typography.Text>
                </Table.Summary.Cell>
              );
            })}
          </Table.Summary.Row>
        </Table.Summary>
      )}
    />
  );
}
