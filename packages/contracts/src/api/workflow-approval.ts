/** A business record's approval as a list shows it: a leaf the areas' contracts import without the permission catalogue. */
import { z } from 'zod';

/**
 * A business record's approval as its list shows it (the workflow's approvalStateOf): the newest
 * instance started for the record, where it waits while it runs (running also covers suspended,
 * failed and returned), or how it ended.
 */
export const WF_APPROVAL_STATES = ['running', 'approved', 'rejected', 'withdrawn', 'cancelled', 'terminated'] as const;
export type WfApprovalState = (typeof WF_APPROVAL_STATES)[number];
export const WF_APPROVAL_STATE_TEXT: Record<WfApprovalState, string> = {
  running: '审批中',
  approved: '已通过',
  rejected: '已驳回',
  withdrawn: '已撤回',
  cancelled: '已撤销',
  terminated: '已终止',
};
export const wfApprovalSchema = z.object({
  instanceId: z.string(),
  state: z.enum(WF_APPROVAL_STATES),
  /** the nodes waiting while it runs (运营管理部经理审批), else empty */
  nodeNames: z.array(z.string()),
});
export type WfApproval = z.infer<typeof wfApprovalSchema>;
