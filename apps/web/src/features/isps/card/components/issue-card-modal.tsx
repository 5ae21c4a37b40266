/**
 * 办卡: a new card at the desk, anonymous or for a passenger (a real-name type needs a verified one
 * and their ID card), with the deposit of 充值设置 and a first load by a preset or typed.
 */
import { useMemo, useState } from 'react';
import { Alert, Button, Form, Input, Modal, Space } from 'antd';
import { formatYuan, REAL_NAME_CARD_TYPES, type CardType, type MemberRecord } from '@bus/contracts';
import { DictSelect } from '../../../../components/dict';
import { useModalForm } from '../../../../components/form-modal';
import { MoneyInput } from '../../../../components/resource-kit';
import { newRequestId, useCardOperation, useRechargeSetting } from '../api/card-api';
import { PassengerSelect, PayModeSelect, PlaceSelect } from './desk-selects';

interface Values {
  cardNo: string;
  cardType: CardType;
  memberId?: string | null;
  holderIdCard?: string;
  depositCents: number;
  initialLoadCents: number;
  payMode: string;
  placeId?: string | null;
}

export function IssueCardModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const operation = useCardOperation();
  const settings = useRechargeSetting();
  const [passenger, setPassenger] = useState<MemberRecord | null>(null);
  const requestId = useMemo(() => (open ? newRequestId() : ''), [open]);
  const { form, modalProps } = useModalForm<never, Values, string>({
    open,
    record: null,
    title: '办卡',
    blank: { cardType: 'ordinary', depositCents: settings.data?.depositCents ?? 2000, initialLoadCents: 0, payMode: 'cash' },
    save: async (values) =>
      (
        await operation.mutateAsync({
          op: 'issue',
          body: { ...values, memberId: values.memberId || null, holderIdCard: values.holderIdCard?.trim() || null, placeId: values.placeId ?? null, requestId },
        })
      ).message,
    success: (text) => text,
    onClose: () => {
      setPassenger(null);
      onClose();
    },
  });
  const cardType = Form.useWatch('cardType', form);
  const named = REAL_NAME_CARD_TYPES.includes(cardType);
  const presets = settings.data?.presetAmounts ?? [];

  return (
    <Modal {...modalProps} width={640} okText="办卡">
      <Form form={form} name="issue-card" layout="vertical" autoComplete="off">
        <Space.Compact block style={{ gap: 16 }}>
          <Form.Item label="卡号" name="cardNo" style={{ flex: 1 }} rules={[{ required: true, whitespace: true, message: '请输入卡号' }]}>
            <Input maxLength={20} placeholder="8 至 20 位数字，读卡器读出" />
          </Form.Item>
          <Form.Item label="卡类型" name="cardType" style={{ width: 200 }} rules={[{ required: true, message: '请选择卡类型' }]}>
            <DictSelect dictCode="isps_card_type" />
          </Form.Item>
        </Space.Compact>
        <Form.Item
          label="乘客"
          name="memberId"
          rules={[{ required: named, message: '记名卡须选择已实名的乘客' }]}
          extra={named ? '学生卡、老年卡与年卡为记名卡，须为已实名认证的乘客办理' : '不选乘客即为不记名卡（不能挂失）'}
        >
          <PassengerSelect onPicked={setPassenger} />
        </Form.Item>
        {passenger && passenger.realNameState !== 'verified' && named && (
          <Alert type="warning" showIcon style={{ marginBottom: 16 }} message="该乘客尚未通过实名认证，不能办理记名卡" />
        )}
        {passenger && (
          <Form.Item
            label="持卡人身份证号"
            name="holderIdCard"
            rules={[{ required: true, whitespace: true, message: '请输入持卡人身份证号' }]}
            extra={passenger.idCardMasked ? `实名信息：${passenger.idCardMasked}` : undefined}
          >
            <Input maxLength={18} placeholder="挂失时须核对此身份证号" />
          </Form.Item>
        )}
        <Space.Compact block style={{ gap: 16 }}>
          <Form.Item label="押金" name="depositCents" style={{ flex: 1 }} rules={[{ required: true, message: '请输入押金' }]}>
            <MoneyInput />
          </Form.Item>
          <Form.Item label="首充金额" name="initialLoadCents" style={{ flex: 1 }} rules={[{ required: true, message: '请输入首充金额' }]}>
            <MoneyInput />
          </Form.Item>
        </Space.Compact>
        {presets.length > 0 && (
          <Space wrap style={{ marginTop: -8, marginBottom: 16 }} aria-label="快捷金额">
            {presets.map((amount) => (
              <Button key={amount} size="small" onClick={() => form.setFieldsValue({ initialLoadCents: amount })}>
                首充 {formatYuan(amount)}
              </Button>
            ))}
          </Space>
        )}
        <Space.Compact block style={{ gap: 16 }}>
          <Form.Item label="支付方式" name="payMode" style={{ flex: 1 }} rules={[{ required: true, message: '请选择支付方式' }]}>
            <PayModeSelect />
          </Form.Item>
          <Form.Item label="办理网点" name="placeId" style={{ flex: 1 }}>
            <PlaceSelect />
          </Form.Item>
        </Space.Compact>
      </Form>
    </Modal>
  );
}
