/**
 * 审批: the application's form as the node lets the approver see it, then 同意 with a comment, or
 * 驳回 to a node already passed (the initiator first) with a reason. On the initiator's own task
 * (an application sent back or withdrawn) every field is editable and the one action is 重新提交.
 */
import { useRef, useState } from 'react';
import { Descriptions, Divider, Form, Input, Modal, Radio, Select, Skeleton } from 'antd';
import type { WfTaskRecord } from '@bus/contracts';
import type { FormSchema } from '@bus/bpmn-designer';
import { FormRenderer, type FormRendererHandle } from '@bus/bpmn-designer/form-renderer';
import { isValidationRejection, useFormSubmit } from '../../../../components/form-modal';
import { useApproveTask, useRejectTargets, useRejectTask, useTaskForm } from '../api/todo';

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
  const taskForm = useTaskForm(task?.id);
  const application = useRef<FormRendererHandle>(null);
  const resubmit = taskForm.data?.resubmit ?? false;
  // what the approver may change: every field on a resubmission, else the fields the node makes writable
  const writable = (values: Record<string, unknown>) => {
    const permissions = taskForm.data?.fieldPermissions;
    if (!permissions) return values;
    const open = new Set(permissions.filter((field) => field.writable).map((field) => field.prop));
    return Object.fromEntries(Object.entries(values).filter(([prop]) => open.has(prop)));
  };
  const { submit, submitting } = useFormSubmit<Values, string>({
    form,
    save: (values) =>
      values.decision === 'approve'
        ? approve.mutateAsync({ taskId: task!.id, comment: values.comment, variables: writable(application.current?.getValues() ?? {}) })
        : reject.mutateAsync({ taskId: task!.id, comment: values.comment ?? '', targetNodeId: values.targetNodeId }),
    // the server's own words: 审批成功 / 已驳回
    success: (said) => said,
    onSaved: onClose,
  });

  // the application's own fields first (its rules mark what is missing), then the decision
  const submitWithApplication = async () => {
    if (decision === 'approve' && application.current) {
      try {
        await application.current.validate();
      } catch (error) {
        if (isValidationRejection(error)) return;
        throw error;
      }
    }
    await submit();
  };

  return (
    <Modal
      title={task ? `审批：${task.title}` : '审批'}
      open={task !== null}
      onCancel={onClose}
      onOk={() => void submitWithApplication()}
      confirmLoading={submitting}
      okText={resubmit ? '重新提交' : decision === 'approve' ? '同意' : '驳回'}
      width={taskForm.data?.schema ? 760 : undefined}
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
      {taskForm.isPending && task ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        taskForm.data?.schema && (
          <>
            <FormRenderer
              ref={application}
              name="task-application"
              schema={taskForm.data.schema as unknown as FormSchema}
              value={taskForm.data.values}
              fieldPermissions={taskForm.data.fieldPermissions ?? undefined}
            />
            <Divider style={{ margin: '8px 0 16px' }} />
          </>
        )
      )}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ decision: initialDecision }}
        onValuesChange={(changed: Partial<Values>) => changed.decision && setDecision(changed.decision)}
      >
        <Form.Item name="decision" label="审批结果" hidden={resubmit}>
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
          label={resubmit ? '说明' : decision === 'approve' ? '审批意见' : '驳回理由'}
          rules={decision === 'reject' ? [{ required: true, whitespace: true, message: '请填写驳回理由' }] : []}
        >
          <Input.TextArea rows={3} maxLength={500} showCount placeholder={decision === 'approve' ? '同意（可不填）' : '请填写驳回理由'} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
