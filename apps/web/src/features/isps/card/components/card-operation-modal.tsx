/**
 * One dialog for the desk's operations on a card: 充值 (amount by a preset or typed, pay mode),
 * 挂失 and 解挂 (the holder's ID card), 补卡 (the new card number, how the fee is paid) and 退卡
 * (how the balance and deposit go back). A 422 lands under its field; the dialog's request key
 * makes a second click or a retry book nothing twice.
 */
import { useMemo } from 'react';
import { Alert, Button, Descriptions, Form, Input, Modal, Space } from 'antd';
import { cardStates, formatYuan, type CardRecord } from '@bus/contracts';
import { useModalForm } from '../../../../components/form-modal';
import { MoneyInput } from '../../../../components/resource-kit';
import { newRequestId, useCardOperation, useRechargeSetting } from '../api/card-api';
import { PayModeSelect, PlaceSelect } from './desk-selects';

export type DeskAction = 'topUp' | 'reportLost' | 'unblock' | 'replace' | 'return';

interface Values {
  amountCents?: number;
  payMode?: string;
  feePayMode?: string;
  holderIdCard?: string;
  newCardNo?: string;
  placeId?: string | null;
  note?: string;
}

const TITLES: Record<DeskAction, string> = { topUp: '充值', reportLost: '挂失', unblock: '解挂', replace: '补卡', return: '退卡' };

export function CardOperationModal({ action, card, onClose }: { action: DeskAction | null; card: CardRecord | null; onClose(): void }) {
  const operation = useCardOperation();
  const settings = useRechargeSetting();
  const open = action !== null && card !== null;
  // one key per opening: a double click or a resend books once
  const requestId = useMemo(() => (open ? newRequestId() : ''), [open]);
  const { form, modalProps } = useModalForm<CardRecord, Values, string>({
    open,
    record: card,
    title: `${action ? TITLES[action] : ''}：${card?.cardNo ?? ''}`,
    toValues: () => ({ payMode: 'cash', feePayMode: card && card.balanceCents >= (settings.data?.replacementFeeCents ?? 0) ? 'balance' : 'cash' }),
    save: async (values) => {
      const { id, version } = card!;
      const common = { placeId: values.placeId ?? null };
      const run = async () => {
        switch (action) {
          case 'topUp':
            return operation.mutateAsync({
              op: 'topUp',
              body: { id, amountCents: values.amountCents as number, payMode: values.payMode ?? '', requestId, ...common },
            });
          case 'reportLost':
          case 'unblock':
            return operation.mutateAsync({ op: action, body: { id, version, holderIdCard: values.holderIdCard ?? '', note: values.note ?? null, ...common } });
          case 'replace':
            return operation.mutateAsync({
              op: 'replace',
              body: { id, version, newCardNo: values.newCardNo ?? '', feePayMode: values.feePayMode ?? '', requestId, note: values.note ?? null, ...common },
            });
          default:
            return operation.mutateAsync({
              op: 'return',
              body: { id, version, payMode: values.payMode ?? '', requestId, note: values.note ?? null, ...common },
            });
        }
      };
      return (await run()).message;
    },
    success: (text) => text,
    onClose,
  });

  const fee = settings.data?.replacementFeeCents ?? 0;
  const presets = settings.data?.presetAmounts ?? [];
  return (
    <Modal {...modalProps} width={560} okText={action ? TITLES[action] : '确定'}>
      {card && (
        <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
          <Descriptions.Item label="持卡人">{card.holderName ?? '不记名'}</Descriptions.Item>
          <Descriptions.Item label="状态">{cardStates.stateText(card.state)}</Descriptions.Item>
          <Descriptions.Item label="卡内余额">{formatYuan(card.balanceCents)}</Descriptions.Item>
          <Descriptions.Item label="押金">{formatYuan(card.depositCents)}</Descriptions.Item>
        </Descriptions>
      )}
      {action === 'replace' && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={`${cardStates.actions.replace.confirm}补卡费 ${formatYuan(fee)}。`} />
      )}
      {action === 'return' && card && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={`应退 ${formatYuan(card.balanceCents + card.depositCents)}（余额 ${formatYuan(card.balanceCents)} + 押金 ${formatYuan(card.depositCents)}）。${cardStates.actions.return.confirm}`}
        />
      )}
      <Form form={form} name="card-operation" layout="vertical" autoComplete="off">
        {action === 'topUp' && presets.length > 0 && (
          <Space wrap style={{ marginBottom: 8 }} aria-label="快捷金额">
            {presets.map((amount) => (
              <Button key={amount} size="small" onClick={() => form.setFieldsValue({ amountCents: amount })}>
                {formatYuan(amount)}
              </Button>
            ))}
          </Space>
        )}
        {action === 'topUp' && (
          <Form.Item label="充值金额" name="amountCents" rules={[{ required: true, message: '请输入充值金额' }]}>
            <MoneyInput placeholder="充值金额（元）" />
          </Form.Item>
        )}
        {(action === 'reportLost' || action === 'unblock') && (
          <Form.Item label="持卡人身份证号" name="holderIdCard" rules={[{ required: true, whitespace: true, message: '请输入持卡人身份证号' }]}>
            <Input maxLength={18} placeholder="与办卡时登记的身份证号一致" />
          </Form.Item>
        )}
        {action === 'replace' && (
          <>
            <Form.Item label="新卡号" name="newCardNo" rules={[{ required: true, whitespace: true, message: '请输入新卡号' }]}>
              <Input maxLength={20} placeholder="8 至 20 位数字" />
            </Form.Item>
            <Form.Item label="补卡费支付" name="feePayMode" rules={[{ required: true, message: '请选择补卡费支付方式' }]}>
              <PayModeSelect withBalance />
            </Form.Item>
          </>
        )}
        {(action === 'topUp' || action === 'return') && (
          <Form.Item label={action === 'return' ? '退款方式' : '支付方式'} name="payMode" rules={[{ required: true, message: '请选择支付方式' }]}>
            <PayModeSelect />
          </Form.Item>
        )}
        <Form.Item label="办理网点" name="placeId">
          <PlaceSelect />
        </Form.Item>
        {action !== 'topUp' && (
          <Form.Item label="备注" name="note">
            <Input maxLength={200} placeholder="如：乘客电话挂失" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
