/** The dialogs of 流程实例's row actions: 终止 (a required reason), 改派 (a user), 跳转 (a node), 修复 (variables). */
import { useEffect } from 'react';
import { Alert, Button, Checkbox, Descriptions, Form, Input, Modal, Select, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { WfOpsInstanceRecord } from '@bus/contracts';
import { useFormSubmit } from '../../../../components/form-modal';
import { confirmAction } from '../../../../components/list-page';
import { UserSelectInput } from '../../../../components/pickers/user-select-input';
import { useJumpInstance, useJumpTargets, useReassignTask, useRepairInstance, useTerminateInstance } from '../api/ops';
import { changedVariables, variableRows, waitingText, type VariableRow } from '../lib/ops-text';

interface DialogProps {
  instance: WfOpsInstanceRecord | null;
  onClose(): void;
}

/** Confirms after the form's own checks, then submits; invalid fields just show their messages. */
function confirmThenSubmit(form: { validateFields(): Promise<unknown> }, title: string, content: string, okText: string, submit: () => Promise<void>) {
  return async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    if (await confirmAction(title, content, okText)) await submit();
  };
}

/**
 * A dialog acting on one instance: its form, and the Modal's props (titled `verb：title`, `verb` on
 * the OK button, asking `confirm` [title, content] first when given, the form cleared once closed).
 */
function useInstanceDialog<V extends object>(
  instance: WfOpsInstanceRecord | null,
  onClose: () => void,
  verb: string,
  save: (values: V, instance: WfOpsInstanceRecord) => Promise<string>,
  confirm?: [string, string],
) {
  const [form] = Form.useForm<V>();
  const { submit, submitting } = useFormSubmit<V, string>({ form, save: (values) => save(values, instance!), success: (said) => said, onSaved: onClose });
  const modalProps = {
    title: instance ? `${verb}：${instance.title}` : verb,
    open: instance !== null,
    onCancel: onClose,
    onOk: () => void (confirm ? confirmThenSubmit(form, confirm[0], confirm[1], verb, submit)() : submit()),
    okText: verb,
    confirmLoading: submitting,
    destroyOnHidden: true,
    afterClose: () => form.resetFields(),
  };
  return { form, modalProps };
}

/** 改派's and 跳转's optional 说明, kept with the move */
function CommentItem() {
  return (
    <Form.Item name="comment" label="说明">
      <Input.TextArea rows={2} maxLength={500} showCount placeholder="可不填" />
    </Form.Item>
  );
}

function InstanceFacts({ instance }: { instance: WfOpsInstanceRecord }) {
  return (
    <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
      <Descriptions.Item label="流程">{`${instance.processName}（v${instance.versionNo}）`}</Descriptions.Item>
      <Descriptions.Item label="发起人">{instance.initiatorName ?? instance.initiator}</Descriptions.Item>
      <Descriptions.Item label="当前节点" span={2}>
        {waitingText(instance.waiting) || '—'}
      </Descriptions.Item>
    </Descriptions>
  );
}

export function TerminateModal({ instance, onClose }: DialogProps) {
  const terminate = useTerminateInstance();
  const { form, modalProps } = useInstanceDialog<{ reason: string }>(
    instance,
    onClose,
    '终止',
    (values, of) => terminate.mutateAsync({ instanceId: of.id, reason: values.reason }),
    ['确定终止该流程吗？', '待办的任务将全部取消，流程不能再继续。'],
  );
  return (
    <Modal {...modalProps} okButtonProps={{ danger: true }}>
      {instance && <InstanceFacts instance={instance} />}
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label="终止原因" rules={[{ required: true, whitespace: true, message: '请填写终止原因' }]}>
          <Input.TextArea rows={3} maxLength={500} showCount placeholder="请填写终止原因" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface ReassignValues {
  taskId: string;
  username: string;
  comment?: string;
}

export function ReassignModal({ instance, onClose }: DialogProps) {
  const reassign = useReassignTask();
  const { form, modalProps } = useInstanceDialog<ReassignValues>(instance, onClose, '改派', (values) => reassign.mutateAsync(values));
  useEffect(() => {
    if (instance?.waiting.length === 1) form.setFieldsValue({ taskId: instance.waiting[0].taskId });
  }, [form, instance]);
  return (
    <Modal {...modalProps}>
      {instance && <InstanceFacts instance={instance} />}
      <Form form={form} layout="vertical">
        <Form.Item name="taskId" label="任务" rules={[{ required: true, message: '请选择要改派的任务' }]}>
          <Select placeholder="请选择要改派的任务" options={(instance?.waiting ?? []).map((task) => ({ value: task.taskId, label: waitingText([task]) }))} />
        </Form.Item>
        <Form.Item name="username" label="改派给" rules={[{ required: true, message: '请选择改派给的用户' }]}>
          <UserSelectInput multiple={false} placeholder="请选择改派给的用户" />
        </Form.Item>
        <CommentItem />
      </Form>
    </Modal>
  );
}

interface JumpValues {
  nodeId: string;
  comment?: string;
}

export function JumpModal({ instance, onClose }: DialogProps) {
  const jump = useJumpInstance();
  const targets = useJumpTargets(instance?.id);
  const { form, modalProps } = useInstanceDialog<JumpValues>(instance, onClose, '跳转', (values, of) => jump.mutateAsync({ instanceId: of.id, ...values }), [
    '确定跳转吗？',
    '当前待办的任务将全部取消，流程从所选节点继续。',
  ]);
  return (
    <Modal {...modalProps}>
      {instance && <InstanceFacts instance={instance} />}
      <Form form={form} layout="vertical">
        <Form.Item name="nodeId" label="跳转到" rules={[{ required: true, message: '请选择跳转到的节点' }]}>
          <Select
            loading={targets.isLoading}
            placeholder="请选择用户任务或结束节点"
            options={(targets.data ?? []).map((target) => ({
              value: target.nodeId,
              label: target.kind === 'end' ? `${target.name}（结束流程）` : target.name,
            }))}
          />
        </Form.Item>
        <CommentItem />
      </Form>
    </Modal>
  );
}

interface RepairValues {
  rows: VariableRow[];
  retry: boolean;
}

export function RepairModal({ instance, onClose }: DialogProps) {
  const repair = useRepairInstance();
  const { form, modalProps } = useInstanceDialog<RepairValues>(instance, onClose, '修复', (values, of) =>
    repair.mutateAsync({ instanceId: of.id, variables: changedVariables(of.variables, values.rows), retry: values.retry }),
  );
  useEffect(() => {
    if (instance) form.setFieldsValue({ rows: variableRows(instance.variables), retry: true });
  }, [form, instance]);
  return (
    <Modal {...modalProps} width={640}>
      {instance && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={`出错节点：${instance.errorNodeName ?? instance.errorNode ?? '—'}`}
          description={instance.error}
        />
      )}
      <Typography.Paragraph type="secondary">
        修改或补充流程变量后，流程恢复运行，审批人可重新审批。值按 JSON 读取（如 5、true、&quot;文字&quot;），不是 JSON 的按文字保存。
      </Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.List name="rows">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="start" style={{ display: 'flex' }}>
                  <Form.Item
                    name={[field.name, 'name']}
                    rules={[
                      { required: true, message: '请填写变量名' },
                      { pattern: /^(?!__)[A-Za-z_][A-Za-z0-9_]{0,63}$/, message: '只能由字母、数字和下划线组成，且不以 __ 开头' },
                    ]}
                  >
                    <Input placeholder="变量名" style={{ width: 180 }} aria-label="变量名" />
                  </Form.Item>
                  <Form.Item name={[field.name, 'value']}>
                    <Input placeholder="值" style={{ width: 320 }} aria-label="变量值" />
                  </Form.Item>
                  <Button type="text" icon={<DeleteOutlined />} aria-label="删除变量" onClick={() => remove(field.name)} />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: '', value: '' })} style={{ marginBottom: 16 }}>
                添加变量
              </Button>
            </>
          )}
        </Form.List>
        <Form.Item name="retry" valuePropName="checked">
          <Checkbox>修复前先用新的值校验出错节点（仍无法继续时不保存）</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
