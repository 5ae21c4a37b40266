/**
 * 开始评估 (pick the custom line proposed: the approval 定制线路评估 starts, and its 同意 opens that
 * line), 开线 (pick the custom line opened for the request, a reply for the customer) or 不通过 (a
 * reply is required). Each is confirmed before it is saved.
 */
import { useEffect } from 'react';
import { Descriptions, Form, Input, Modal } from 'antd';
import { formatWeekdays, type CustomRequestRecord } from '@bus/contracts';
import { useFormSubmit } from '../../../../components/form-modal';
import { confirmAction } from '../../../../components/list-page';
import { RouteSelect } from '../../../../components/pickers';
import { useMoveCustomRequest } from '../api/custom-requests-api';

export type Decision = 'evaluate' | 'open' | 'reject';

interface Values {
  routeId?: string;
  reply?: string;
}

const TEXT = {
  evaluate: {
    title: '开始评估',
    confirm: '确定开始评估吗？',
    detail: '将发起「定制线路评估」审批：审批同意即按所选线路开线，驳回即答复未通过。',
    state: 'evaluating',
    success: '已开始评估，等待审批',
    line: '拟开通的定制线路',
    reply: '评估说明（选填）',
  },
  open: {
    title: '开线',
    confirm: '确定为该需求开线吗？',
    detail: '办结后不能再改为其他状态。',
    state: 'opened',
    success: '已开线',
    line: '开通的定制线路',
    reply: '答复（选填）',
  },
  reject: {
    title: '不通过',
    confirm: '确定驳回该定制需求吗？',
    detail: '办结后不能再改为其他状态。',
    state: 'rejected',
    success: '已答复未通过',
    line: '',
    reply: '答复',
  },
} as const;

const PLACEHOLDER: Record<Decision, string> = {
  evaluate: '如：沿线两家园区，早高峰客流约 60 人（供审批人参考）',
  open: '如：已开通定制1线，工作日 07:30 发车，可在江城公交 App 购票',
  reject: '请说明未通过的原因及建议',
};

export function CustomRequestDecisionModal({ record, decision, onClose }: { record: CustomRequestRecord | null; decision: Decision; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const move = useMoveCustomRequest();
  const text = TEXT[decision];

  useEffect(() => {
    if (record) form.resetFields();
  }, [record, form]);

  const { submit, submitting } = useFormSubmit({
    form,
    save: async (values: Values) => {
      if (!record || !(await confirmAction(text.confirm, text.detail))) return null;
      return move.mutateAsync({
        id: record.id,
        version: record.version,
        state: text.state,
        routeId: values.routeId ?? null,
        reply: values.reply?.trim() || null,
      });
    },
    success: (saved) => (saved ? text.success : null),
    onSaved: (saved) => {
      if (saved) onClose();
    },
  });

  return (
    <Modal
      title={`${text.title} · ${record?.company ?? record?.contactName ?? ''}`}
      open={record !== null}
      width={600}
      okText={text.title}
      okButtonProps={{ danger: decision === 'reject' }}
      cancelText="取消"
      confirmLoading={submitting}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {record && (
        <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label="联系人">{`${record.contactName}  ${record.contactPhone}`}</Descriptions.Item>
          <Descriptions.Item label="行程">{`${record.fromPlace} → ${record.toPlace}，${record.departTime} 出发${record.returnTime ? `，${record.returnTime} 返程` : ''}`}</Descriptions.Item>
          <Descriptions.Item label="人数与运行日">{`${record.passengers} 人，${formatWeekdays(record.weekdays)}`}</Descriptions.Item>
        </Descriptions>
      )}
      <Form form={form} layout="vertical" name={`custom-${decision}`}>
        {decision !== 'reject' && (
          <Form.Item name="routeId" label={text.line} rules={[{ required: true, message: `请选择${text.line}` }]}>
            <RouteSelect lineType="custom" placeholder="请选择定制公交线路" />
          </Form.Item>
        )}
        <Form.Item
          name="reply"
          label={text.reply}
          rules={[
            ...(decision === 'reject' ? [{ required: true, whitespace: true, message: '请填写未通过的答复' }] : []),
            { max: 500, message: '答复不能超过 500 个字符' },
          ]}
        >
          <Input.TextArea rows={3} showCount maxLength={500} placeholder={PLACEHOLDER[decision]} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
