/**
 * 审批: 同意 with a comment, attachments and CC users; 驳回 to a node already passed (the initiator
 * first) with a reason; 转办 / 委派 to another user; 加签 before or after the user's own approval.
 * A delegate sees 处理完成 (the task goes back to whoever delegated it); a signee 同意 / 不同意.
 * Above the decision, the application's form as the node lets the approver see it; on the
 * initiator's own task (an application sent back or withdrawn, 待重新提交) every field is editable and
 * the actions are 重新提交 and 撤销.
 */
import { useRef, useState } from 'react';
import { Button, Descriptions, Divider, Form, Input, Modal, Radio, Select, Skeleton, Space, Tag } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { MAX_TASK_ATTACHMENTS, WF_SIGN_POSITION_TEXT, type UploadedInfo, type UserComponentRecord, type WfTaskRecord } from '@bus/contracts';
import type { FormSchema } from '@bus/bpmn-designer';
import { FormRenderer, type FormRendererHandle } from '@bus/bpmn-designer/form-renderer';
import { isValidationRejection, useFormSubmit } from '../../../../components/form-modal';
import { confirmAction } from '../../../../components/list-page';
import { UserSelectInput } from '../../../../components/pickers';
import { UploadModal } from '../../../../components/upload';
import { useAddSign, useDelegateTask, useResolveTask, useTransferTask } from '../api/actions';
import { useApproveTask, useRejectTargets, useRejectTask, useTaskForm } from '../api/todo';
import { useCancelFlow } from './use-cancel-application';

type Decision = 'approve' | 'reject' | 'transfer' | 'delegate' | 'addSign' | 'resolve';

interface Values {
  decision: Decision;
  comment?: string;
  targetNodeId?: string;
  /** 转办 / 委派: one user name */
  username?: string;
  /** 加签: comma-joined user names */
  usernames?: string;
  position?: 'before' | 'after';
  /** comma-joined user names */
  ccUsers?: string;
}

const OK_TEXT: Record<Decision, string> = { approve: '同意', reject: '驳回', transfer: '转办', delegate: '委派', addSign: '加签', resolve: '处理完成' };
/** 转办, 委派 and 加签 hand the task on and lose nothing: their confirmation is not a red button */
const KEEPS = { danger: false };
const names = (value: string | undefined) => (value ?? '').split(',').filter(Boolean);

/** The choices a task offers its assignee. */
function decisionsOf(task: WfTaskRecord | null): Array<{ value: Decision; label: string }> {
  if (task?.owner) return [{ value: 'resolve', label: '处理完成' }];
  if (task?.signType)
    return [
      { value: 'approve', label: '同意' },
      { value: 'reject', label: '不同意' },
    ];
  return [
    { value: 'approve', label: '同意' },
    { value: 'reject', label: '驳回' },
    { value: 'transfer', label: '转办' },
    { value: 'delegate', label: '委派' },
    { value: 'addSign', label: '加签' },
  ];
}

export function HandleTaskModal({
  task,
  onClose,
  initialDecision = 'approve',
}: {
  task: WfTaskRecord | null;
  onClose(): void;
  /** the choice the dialog opens with (the detail page's 驳回 button opens it on 驳回) */
  initialDecision?: 'approve' | 'reject';
}) {
  const [form] = Form.useForm<Values>();
  const first = task?.owner ? 'resolve' : initialDecision;
  const [chosen, setDecision] = useState<Decision | null>(null);
  const decision = chosen ?? first;
  const [attachments, setAttachments] = useState<UploadedInfo[]>([]);
  const [uploading, setUploading] = useState(false);
  const approve = useApproveTask();
  const reject = useRejectTask();
  const transfer = useTransferTask();
  const delegate = useDelegateTask();
  const addSign = useAddSign();
  const resolve = useResolveTask();
  const isSign = Boolean(task?.signType);
  const targets = useRejectTargets(task && decision === 'reject' && !isSign ? task.id : undefined);
  const paths = attachments.map((file) => file.fileAddress);
  const taskForm = useTaskForm(task?.id);
  const application = useRef<FormRendererHandle>(null);
  const resubmit = taskForm.data?.resubmit ?? task?.resubmit ?? false;
  const cancelApplication = useCancelFlow();
  const [cancelling, setCancelling] = useState(false);
  const giveUp = async () => {
    setCancelling(true);
    const cancelled = await cancelApplication({ id: task!.instanceId, title: task!.title }, form.getFieldValue('comment'));
    setCancelling(false);
    if (cancelled) onClose();
  };
  // what the approver may change: every field on a resubmission, else the fields the node makes writable
  const writable = (values: Record<string, unknown>) => {
    const permissions = taskForm.data?.fieldPermissions;
    if (!permissions) return values;
    const open = new Set(permissions.filter((field) => field.writable).map((field) => field.prop));
    return Object.fromEntries(Object.entries(values).filter(([prop]) => open.has(prop)));
  };
  // the people picked, by user name, so the confirmations say 刘洋 rather than liuyang
  const [realnames, setRealnames] = useState<Record<string, string>>({});
  const remember = (_: string, users: UserComponentRecord[]) =>
    setRealnames((known) => ({ ...known, ...Object.fromEntries(users.map((user) => [user.username, user.realname])) }));
  const shown = (usernames: string[]) => usernames.map((name) => realnames[name] ?? name).join('、');

  const run = async (values: Values): Promise<string | null> => {
    const taskId = task!.id;
    const comment = values.comment;
    switch (values.decision) {
      case 'approve':
        return approve.mutateAsync({
          taskId,
          comment,
          attachments: paths,
          ccUsers: names(values.ccUsers),
          variables: writable(application.current?.getValues() ?? {}),
        });
      case 'reject':
        return reject.mutateAsync({ taskId, comment: comment ?? '', targetNodeId: values.targetNodeId, attachments: paths });
      case 'resolve':
        return resolve.mutateAsync({ taskId, comment, attachments: paths });
      case 'transfer':
        if (!(await confirmAction(`确定将该任务转办给 ${shown([values.username!])} 吗？`, '转办后任务由对方处理，不再出现在您的待办中。', '转办', KEEPS)))
          return null;
        return transfer.mutateAsync({ taskId, username: values.username!, comment });
      case 'delegate':
        if (!(await confirmAction(`确定将该任务委派给 ${shown([values.username!])} 吗？`, '对方处理完成后，任务会回到您的待办，由您最终审批。', '委派', KEEPS)))
          return null;
        return delegate.mutateAsync({ taskId, username: values.username!, comment });
      case 'addSign': {
        const position = values.position ?? 'before';
        const who = names(values.usernames);
        const how = position === 'before' ? '加签人全部同意后，任务回到您手中继续审批。' : '您的同意将被记录，加签人全部同意后流程继续。';
        if (!(await confirmAction(`确定${WF_SIGN_POSITION_TEXT[position]}给 ${shown(who)} 吗？`, how, '加签', KEEPS))) return null;
        return addSign.mutateAsync({ taskId, usernames: who, position, comment });
      }
    }
  };

  const { submit, submitting } = useFormSubmit<Values, string | null>({
    form,
    save: run,
    // the server's own words: 审批成功 / 已驳回 / 已转办给 ... (nothing when the user cancelled the confirmation)
    success: (said) => said,
    onSaved: (said) => said !== null && onClose(),
  });

  const withFiles = decision === 'approve' || decision === 'reject' || decision === 'resolve';
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
  const commentLabel = resubmit
    ? '说明'
    : decision === 'reject'
      ? isSign
        ? '不同意的理由'
        : '驳回理由'
      : decision === 'approve' || decision === 'resolve'
        ? '审批意见'
        : '说明';

  return (
    <Modal
      title={task ? `${resubmit ? '重新提交' : '审批'}：${task.title}` : '审批'}
      open={task !== null}
      onCancel={onClose}
      onOk={() => void submitWithApplication()}
      confirmLoading={submitting}
      okText={resubmit ? '重新提交' : decision === 'reject' && isSign ? '不同意' : OK_TEXT[decision]}
      width={taskForm.data?.schema ? 760 : undefined}
      okButtonProps={{ danger: decision === 'reject' }}
      // an application sent back: 撤销 beside 重新提交 (it ends the application, after a confirmation)
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          {resubmit && (
            <Button danger loading={cancelling} onClick={() => void giveUp()} style={{ float: 'left' }}>
              撤销申请
            </Button>
          )}
          <CancelBtn />
          <OkBtn />
        </>
      )}
      destroyOnHidden
      // each task's dialog starts empty: the last task's comment must never go with the next one
      afterClose={() => {
        setDecision(null);
        setAttachments([]);
        form.resetFields();
      }}
    >
      {task && (
        <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
          <Descriptions.Item label="当前节点">{task.nodeName}</Descriptions.Item>
          <Descriptions.Item label="发起人">{task.initiatorName ?? task.initiator}</Descriptions.Item>
          <Descriptions.Item label="到达时间">{task.createTime}</Descriptions.Item>
          {task.owner && <Descriptions.Item label="委派人">{task.owner}</Descriptions.Item>}
        </Descriptions>
      )}
      {task && taskForm.isPending ? (
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
        initialValues={{ decision: first, position: 'before' }}
        onValuesChange={(changed: Partial<Values>) => changed.decision && setDecision(changed.decision)}
      >
        <Form.Item name="decision" label="审批结果" hidden={resubmit}>
          <Radio.Group options={decisionsOf(task)} />
        </Form.Item>
        {decision === 'reject' && !isSign && (
          <Form.Item name="targetNodeId" label="驳回到" rules={[{ required: true, message: '请选择驳回到的节点' }]}>
            <Select
              loading={targets.isLoading}
              placeholder="请选择"
              options={(targets.data ?? []).map((target) => ({ value: target.nodeId, label: target.name }))}
            />
          </Form.Item>
        )}
        {(decision === 'transfer' || decision === 'delegate') && (
          <Form.Item name="username" label={decision === 'transfer' ? '转办给' : '委派给'} rules={[{ required: true, message: '请选择用户' }]}>
            <UserSelectInput multiple={false} onChange={remember} />
          </Form.Item>
        )}
        {decision === 'addSign' && (
          <>
            <Form.Item name="position" label="加签方式">
              <Radio.Group
                options={[
                  { value: 'before', label: '前加签（加签人先审批，再回到我）' },
                  { value: 'after', label: '后加签（我同意后，再由加签人审批）' },
                ]}
              />
            </Form.Item>
            <Form.Item name="usernames" label="加签人" rules={[{ required: true, message: '请选择加签人' }]}>
              <UserSelectInput onChange={remember} />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="comment"
          label={commentLabel}
          rules={decision === 'reject' ? [{ required: true, whitespace: true, message: `请填写${commentLabel}` }] : []}
        >
          <Input.TextArea rows={3} maxLength={500} showCount placeholder={decision === 'reject' ? `请填写${commentLabel}` : '可不填'} />
        </Form.Item>
        {decision === 'approve' && !isSign && !resubmit && (
          <Form.Item name="ccUsers" label="抄送给">
            <UserSelectInput variant="button" buttonText="选择抄送人" />
          </Form.Item>
        )}
        {withFiles && (
          <Form.Item label="附件" extra={`最多 ${MAX_TASK_ATTACHMENTS} 个`}>
            <Space wrap>
              {attachments.map((file) => (
                <Tag
                  key={file.fileAddress}
                  icon={<PaperClipOutlined />}
                  closable
                  onClose={() => setAttachments((list) => list.filter((one) => one.fileAddress !== file.fileAddress))}
                >
                  {file.fileName}
                </Tag>
              ))}
              {attachments.length < MAX_TASK_ATTACHMENTS && (
                <Button size="small" icon={<PaperClipOutlined />} onClick={() => setUploading(true)} data-testid="task-attach">
                  上传附件
                </Button>
              )}
            </Space>
          </Form.Item>
        )}
      </Form>
      <UploadModal
        open={uploading}
        title="上传附件"
        biz="attachment"
        max={MAX_TASK_ATTACHMENTS - attachments.length}
        onOk={(files) => {
          setAttachments((list) => [...list, ...files].slice(0, MAX_TASK_ATTACHMENTS));
          setUploading(false);
        }}
        onCancel={() => setUploading(false)}
      />
    </Modal>
  );
}
