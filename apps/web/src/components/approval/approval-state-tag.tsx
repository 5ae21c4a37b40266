/**
 * A business record's approval in its list (issue 23 item 5): 审批中 · the node it waits at, or how
 * it ended (已通过, 已驳回, …), as a link to the approval's 流程详情. For any area whose records
 * go through an approval (the server's approvalStateOf gives `approval` on each record).
 */
import { Link } from 'react-router';
import { Tag, Typography } from 'antd';
import { WF_APPROVAL_STATE_TEXT, type WfApproval } from '@bus/contracts';

/** The route of 流程详情 (the workflow area's page) for an instance. */
export const processDetailPath = (instanceId: string, taskId?: string) =>
  `/workflow/process/detail/${encodeURIComponent(taskId ? `${instanceId}~${taskId}` : instanceId)}`;

const COLORS: Record<WfApproval['state'], string> = {
  running: 'processing',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
  cancelled: 'default',
  terminated: 'default',
};

/** The words the tag shows: 审批中 · 运营管理部经理审批, 已通过, … */
export function approvalText(approval: WfApproval): string {
  const text = WF_APPROVAL_STATE_TEXT[approval.state];
  return approval.state === 'running' && approval.nodeNames.length ? `${text} · ${approval.nodeNames.join('、')}` : text;
}

/**
 * The state as a tag and, while it runs, the node it waits at in a line of its own below (a list's
 * column stays narrow); the link is named with both, as one sentence.
 */
export function ApprovalStateTag({ approval }: { approval: WfApproval | null | undefined }) {
  if (!approval) return <Typography.Text type="secondary">—</Typography.Text>;
  const text = approvalText(approval);
  const waitingAt = approval.state === 'running' ? approval.nodeNames.join('、') : '';
  return (
    <Link
      to={processDetailPath(approval.instanceId)}
      title={`查看审批流程：${text}`}
      aria-label={text}
      style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', maxWidth: '100%' }}
    >
      <Tag color={COLORS[approval.state]} style={{ cursor: 'pointer', marginInlineEnd: 0 }}>
        {WF_APPROVAL_STATE_TEXT[approval.state]}
      </Tag>
      {waitingAt && (
        <Typography.Text type="secondary" ellipsis style={{ maxWidth: '100%', fontSize: 12 }}>
          {waitingAt}
        </Typography.Text>
      )}
    </Link>
  );
}
