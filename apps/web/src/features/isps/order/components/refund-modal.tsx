/**
 * 退款 of an order: the amount (at most what is left, all of it by default) and the reason. Above
 * 充值设置's limit the dialog says it goes to 退款审批 first; a 422 lands under its field; the
 * dialog's request key makes a second click or a retry refund nothing twice.
 */
import { useMemo } from 'react';
import { Alert, Descriptions, Form, Input, Modal } from 'antd';
import { formatYuan, refundableCents, type OrderRecord } from '@bus/contracts';
import { useModalForm } from '../../../../components/form-modal';
import { MoneyInput } from '../../../../components/resource-kit';
import { newRequestId, useRechargeSetting } from '../../card/api/card-api';
import { useOrderRefund } from '../api/order-api';

interface Values {
  amountCents?: number;
  reason?: string;
}

export function RefundModal({ order, onClose }: { order: OrderRecord | null; onClose(): void }) {
  const refund = useOrderRefund();
  const settings = useRechargeSetting();
  const open = order !== null;
  const requestId = useMemo(() => (open ? newRequestId() : ''), [open]);
  const left = order ? refundableCents(order) : 0;
  const { form, modalProps } = useModalForm<OrderRecord, Values, string>({
    open,
    record: order,
    title: `退款：${order?.orderNo ?? ''}`,
    toValues: () => ({ amountCents: left, reason: '' }),
    save: async (values) =>
      (await refund.mutateAsync({ id: order!.id, amountCents: values.amountCents as number, reason: values.reason ?? '', requestId })).message,
    success: (text) => text,
    onClose,
  });
  const amount = Form.useWatch('amountCents', form) as number | undefined;
  const limit = settings.data?.refundApprovalLimitCents;
  return (
    <Modal {...modalProps} width={560} okText="退款" okButtonProps={{ ...modalProps.okButtonProps, danger: true }}>
      {order && (
        <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
          <Descriptions.Item label="商品">{order.subject}</Descriptions.Item>
          <Descriptions.Item label="支付渠道">{order.payModeName ?? order.payMode}</Descriptions.Item>
          <Descriptions.Item label="订单金额">{formatYuan(order.amountCents)}</Descriptions.Item>
          <Descriptions.Item label="已退金额">{formatYuan(order.refundedCents)}</Descriptions.Item>
          {order.refundingCents > 0 && <Descriptions.Item label="审批中">{formatYuan(order.refundingCents)}</Descriptions.Item>}
          <Descriptions.Item label="可退金额">{formatYuan(left)}</Descriptions.Item>
        </Descriptions>
      )}
      {order?.kind === 'topup' && <Alert type="info" showIcon style={{ marginBottom: 16 }} message="充值订单退款将从卡内余额扣回，卡内余额不足时不能退" />}
      <Form form={form} name="order-refund" layout="vertical" autoComplete="off">
        <Form.Item
          label="退款金额"
          name="amountCents"
          rules={[{ required: true, message: '请输入退款金额' }]}
          extra={
            limit !== undefined && amount !== undefined && amount > limit ? `超过退款审批金额 ${formatYuan(limit)}，提交后需财务部审批通过才退回` : undefined
          }
        >
          <MoneyInput />
        </Form.Item>
        <Form.Item label="退款原因" name="reason" rules={[{ required: true, whitespace: true, message: '请填写退款原因' }]}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="如：行程取消，乘客申请退款" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
