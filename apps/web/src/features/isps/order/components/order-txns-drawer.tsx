/** An order's payment and refunds, oldest first: each with its number, amount, state and who refunded why. */
import { Drawer, Table, Tag, Typography } from 'antd';
import { formatYuan, type OrderRecord, type PayTxnRecord } from '@bus/contracts';
import { useOrderTxns } from '../api/order-api';

const STATE: Record<string, { text: string; color: string }> = {
  success: { text: '成功', color: 'green' },
  approving: { text: '审批中', color: 'orange' },
  rejected: { text: '未通过', color: 'default' },
};

export function OrderTxnsDrawer({ order, onClose }: { order: OrderRecord | null; onClose(): void }) {
  const txns = useOrderTxns(order?.id ?? null);
  return (
    <Drawer open={order !== null} onClose={onClose} width={900} title={order ? `支付与退款：${order.orderNo}（${order.subject}）` : ''}>
      <Table<PayTxnRecord>
        size="small"
        rowKey="id"
        loading={txns.isLoading}
        dataSource={txns.data ?? []}
        pagination={false}
        locale={{ emptyText: '暂无记录' }}
        columns={[
          { title: '时间', dataIndex: 'createTime', width: 160 },
          {
            title: '类型',
            dataIndex: 'kind',
            width: 70,
            render: (kind: string) => <Tag color={kind === 'pay' ? 'blue' : 'orange'}>{kind === 'pay' ? '支付' : '退款'}</Tag>,
          },
          { title: '流水号', dataIndex: 'txnNo', width: 190 },
          {
            title: '金额',
            dataIndex: 'amountCents',
            width: 110,
            align: 'right',
            render: (cents: number, txn) => (
              <Typography.Text
                type={txn.kind === 'refund' ? 'danger' : 'success'}
              >{`${txn.kind === 'refund' ? '-' : '+'}${formatYuan(cents)}`}</Typography.Text>
            ),
          },
          { title: '状态', dataIndex: 'state', width: 80, render: (state: string) => <Tag color={STATE[state]?.color}>{STATE[state]?.text ?? state}</Tag> },
          { title: '经办人', dataIndex: 'createBy', width: 80 },
          { title: '原因', dataIndex: 'reason', ellipsis: true, render: (reason: string | null) => reason ?? '' },
        ]}
      />
    </Drawer>
  );
}
