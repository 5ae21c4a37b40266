/**
 * The dialogs of an order's moves that ask something (issue 25): 登记定金 and 结清尾款 (how much,
 * how, a note: the deposit at least 30 %, the balance exactly what is owed) and 取消订单 (the
 * reason, with the cancellation rule's fee, refund and what stays owed shown before it is taken).
 */
import { Alert, Descriptions, Form, Input, Modal, Select } from 'antd';
import dayjs from 'dayjs';
import { cancellationFee, CHARTER_RECEIPT_METHODS, formatMoney, type CharterOrderRecord } from '@bus/contracts';
import { useModalForm } from '../../../../components/form-modal';
import { MoneyInput } from '../../../../components/resource-kit';
import { moveOrder, useOrderChanged } from '../api/charter-order-api';

const METHOD_OPTIONS = Object.entries(CHARTER_RECEIPT_METHODS).map(([value, label]) => ({ value, label }));

interface ReceiveValues {
  amountCents: number;
  method: keyof typeof CHARTER_RECEIPT_METHODS;
  note?: string;
}

/** 登记定金 (kind deposit) or 结清尾款 (kind settle) of `order` */
export function ReceiveModal({ order, kind, onClose }: { order: CharterOrderRecord | null; kind: 'payDeposit' | 'settle'; onClose(): void }) {
  const changed = useOrderChanged();
  const owed = order ? order.totalCents - order.receivedCents : 0;
  const { form, modalProps } = useModalForm<CharterOrderRecord, ReceiveValues, string>({
    open: order !== null,
    record: order,
    title: `${kind === 'payDeposit' ? '登记定金' : '结清尾款'}：${order?.orderNo ?? ''}`,
    toValues: (record) => ({ amountCents: kind === 'payDeposit' ? record.depositCents : record.totalCents - record.receivedCents, method: 'transfer' }),
    save: async (values) => {
      const message = await moveOrder(kind, { id: order!.id, version: order!.version, ...values });
      await changed();
      return message;
    },
    success: (text) => text,
    onClose,
  });
  return (
    <Modal {...modalProps} width={520} okText={kind === 'payDeposit' ? '登记定金' : '结清尾款'}>
      {order && (
        <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
          <Descriptions.Item label="订单金额">¥{formatMoney(order.totalCents)}</Descriptions.Item>
          <Descriptions.Item label="已收">¥{formatMoney(order.receivedCents)}</Descriptions.Item>
          {kind === 'payDeposit' ? (
            <Descriptions.Item label="应付定金">¥{formatMoney(order.depositCents)}（30%）</Descriptions.Item>
          ) : (
            <Descriptions.Item label="应收尾款">¥{formatMoney(owed)}</Descriptions.Item>
          )}
        </Descriptions>
      )}
      <Form form={form} name={`charter-order-${kind}`} layout="vertical" autoComplete="off">
        <Form.Item label="收款金额" name="amountCents" rules={[{ required: true, message: '请输入收款金额' }]}>
          <MoneyInput aria-label="收款金额" />
        </Form.Item>
        <Form.Item label="收款方式" name="method" rules={[{ required: true, message: '请选择收款方式' }]}>
          <Select options={METHOD_OPTIONS} />
        </Form.Item>
        <Form.Item label="备注" name="note">
          <Input maxLength={200} placeholder="如：转账流水号、收据号" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 取消订单 with the reason; the rule's fee and refund shown before */
export function CancelModal({ order, onClose }: { order: CharterOrderRecord | null; onClose(): void }) {
  const changed = useOrderChanged();
  const fee = order ? cancellationFee(order, dayjs().format('YYYY-MM-DD')) : null;
  const { form, modalProps } = useModalForm<CharterOrderRecord, { reason: string }, string>({
    open: order !== null,
    record: order,
    title: `取消订单：${order?.orderNo ?? ''}`,
    toValues: () => ({ reason: '' }),
    save: async (values) => {
      const message = await moveOrder('cancel', { id: order!.id, version: order!.version, reason: values.reason });
      await changed();
      return message;
    },
    success: (text) => text,
    onClose,
  });
  return (
    <Modal {...modalProps} width={560} okText="取消订单" cancelText="不取消" okButtonProps={{ ...modalProps.okButtonProps, danger: true }}>
      {fee && (
        <Alert
          type={fee.feeCents ? 'warning' : 'info'}
          showIcon
          style={{ marginBottom: 16 }}
          message={fee.percent ? `按取消规则收取违约金 ${fee.percent}%：¥${formatMoney(fee.feeCents)}` : '按取消规则不收违约金'}
          description={[
            fee.refundCents ? `将退还客户 ¥${formatMoney(fee.refundCents)}（对公转账）` : null,
            fee.owedCents ? `已收不足以抵扣违约金，客户尚欠 ¥${formatMoney(fee.owedCents)}` : null,
            '取消后不能恢复。',
          ]
            .filter(Boolean)
            .join('；')}
        />
      )}
      <Form form={form} name="charter-order-cancel" layout="vertical" autoComplete="off">
        <Form.Item label="取消原因" name="reason" rules={[{ required: true, whitespace: true, message: '请填写取消原因' }]}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="如：客户行程取消、改期另行下单" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
