/** 审批: 同意 with a comment, or 驳回 to a node already passed (the initiator first) with a reason. */
import { useState } from 'react';
import { Descriptions, Form, Input, Modal, Radio, Select } from 'antd';
import type { WfTaskRecord } from '@bus/contracts';
import { useFormSubmit } from '../../../../components/form-modal';
import { useApproveTask, useRejectTargets, useRejectTask } from '../api/todo';

interface Values {
  decision: 'approve' | 'reject';
  comment?: string;
  targetNodeId?: string;
}

/** `initialDecision`: the choice the dialog opens with (the detail page's 驳回 button opens it on 驳回). */
export function HandleTaskModal({
  task,
  onClose,
  initialDecision = 'approve',
}: {
  task: WfTaskRecord | null;
  onClose(): void;
  initialDecision?: Values['decision'];
}) {
  const [form] = Form.useForm<Values>();
  const [decision, setDecision] = useState<Values['decision']>(initialDecision);
  const approve = useApproveTask();
  const reject = useRejectTask();
  const targets = useRejectTargets(task && decision === 'reject' ? task.id : undefined);
  const { submit, submitting } = useFormSubmit<Values, string>({
    form,
    save: (values) =>
      values.decision === 'approve'
        ? approve.mutateAsync({ taskId: task!.id, comment: values.comment })
        : reject.mutateAsync({ taskId: task!.id, comment: values.comment ?? '', targetNodeId: values.targetNodeId }),
    // the server's own words: 审批成功 / 已驳回
    success: (said) => said,
    onSaved: onClose,
  });

  return (
    <Modal
      title={task ? `审批：${task.title}` : '审批'}
      open={task !== null}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={submitting}
      okText={decision === 'approve' ? '同意' : '驳回'}
      okButtonProps={{ danger: decision === 'reject' }}
      destroyOnHidden
      // each task's dialog starts empty: the last task's comment must never go with the next one
      afterClose={() => {
        setDecision(initialDecision);
        form.resetFields();
      }}
    >
      {task && (
        <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
          <Descriptions.Item label="当前节点">{task.nodeName}</Descriptions.Item>
          <Descriptions.Item label="发起人">{task.initiator}</Descriptions.Item>
          <Descriptions.Item label="到达时间">{task.createTime}</Descriptions.Item>
        </Descriptions>
      )}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ decision: initialDecision }}
        onValuesChange={(changed: Partial<Values>) => changed.decision && setDecision(changed.decision)}
      >
        <Form.Item name="decision" label="审批结果">
          <Radio.Group
            options={[
              { value: 'approve', label: '同意' },
              { value: 'reject', label: '驳回' },
            ]}
          />
        </Form.Item>
        {decision === 'reject' && (
          <Form.Item name="targetNodeId" label="驳回到" rules={[{ required: true, message: '请选择驳回到的节点' }]}>
            <Select
              loading={targets.isLoading}
              placeholder="请选择"
              options={(targets.data ?? []).map((target) => ({ value: target.nodeId, label: target.name }))}
            />
          </Form.Item>
        )}
        <Form.Item
          name="comment"
          label={decision === 'approve' ? '审批意见' : '驳回理由'}
          rules={decision === 'reject' ? [{ required: true, whitespace: true, message: '请填写驳回理由' }] : []}
        >
          <Input.TextArea rows={3} maxLength={500} showCount placeholder={decision === 'approve' ? '同意（可不填）' : '请填写驳回理由'} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
