/**
 * 流程运维: administrators' view of every instance of the tenant and their moves on it (挂起/激活,
 * 终止, 改派, 跳转, 修复 of a failed instance), and suspending / activating a deployment.
 */
import { z } from 'zod';
import { defineResource } from '../kit/resource';
import { PERMS } from '../permissions';
import { formVariables } from './workflow';

/**
 * returned: sent back (驳回) or withdrawn (撤回) to the initiator, whose only moves are 重新提交
 * and 撤销; cancelled: the initiator gave it up (撤销); terminated: an administrator ended it.
 * An approval of a business record (a 定制 request's evaluation) is never returned: a 驳回 to its
 * initiator ends it as rejected, a 撤回 as withdrawn, and the record takes its answer.
 */
export const WF_INSTANCE_STATES = ['running', 'returned', 'suspended', 'failed', 'completed', 'rejected', 'withdrawn', 'cancelled', 'terminated'] as const;
export type WfInstanceState = (typeof WF_INSTANCE_STATES)[number];
export const WF_INSTANCE_STATE_TEXT: Record<WfInstanceState, string> = {
  running: '审批中',
  returned: '待重新提交',
  suspended: '已挂起',
  failed: '出错',
  completed: '已完成',
  rejected: '已驳回',
  withdrawn: '已撤回',
  cancelled: '已撤销',
  terminated: '已终止',
};

export { WF_APPROVAL_STATES, WF_APPROVAL_STATE_TEXT, wfApprovalSchema, type WfApproval, type WfApprovalState } from './workflow-approval';

const id = (message: string) => z.string({ message }).trim().min(1, message).max(64, message);
const dateTime = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, '时间格式应为 YYYY-MM-DD HH:mm:ss')
  .optional();

/** GET /workflow/ops/instances: filters, paging, sorted by start time only (no other column, no advanced query) */
export const wfOpsInstanceQuerySchema = z.looseObject({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  processKey: z.string().trim().max(100, '长度不能超过 100 个字符').optional(),
  state: z.enum(WF_INSTANCE_STATES, { message: `状态只能是 ${WF_INSTANCE_STATES.join('、')}` }).optional(),
  initiator: z.string().trim().max(100, '长度不能超过 100 个字符').optional(),
  title: z.string().trim().max(100, '长度不能超过 100 个字符').optional(),
  startTime_begin: dateTime,
  startTime_end: dateTime,
  column: z.enum(['startTime'], { message: '只能按发起时间排序' }).optional(),
  order: z.enum(['asc', 'desc'], { message: '排序方向只能是 asc 或 desc' }).optional(),
  superQueryParams: z.never({ message: '流程运维列表不支持高级查询' }).optional(),
});
export type WfOpsInstanceQuery = z.input<typeof wfOpsInstanceQuerySchema>;

/** A pending task of an instance: where it waits and for whom. */
export const wfOpsWaitingSchema = z.object({
  taskId: z.string(),
  nodeId: z.string(),
  nodeName: z.string(),
  /** the user it is given to; null while offered to candidates */
  assignee: z.string().nullable(),
  assigneeName: z.string().nullable(),
  candidates: z.array(z.string()),
});
export type WfOpsWaiting = z.infer<typeof wfOpsWaitingSchema>;

export const wfOpsInstanceRecordSchema = z.object({
  id: z.string(),
  processKey: z.string(),
  processName: z.string(),
  versionNo: z.number(),
  title: z.string(),
  initiator: z.string(),
  initiatorName: z.string().nullable(),
  state: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  endReason: z.string().nullable(),
  waiting: z.array(wfOpsWaitingSchema),
  /** a failed instance: why, and at which node */
  error: z.string().nullable(),
  errorNode: z.string().nullable(),
  errorNodeName: z.string().nullable(),
  /** the instance's variables (shown and changed by 修复) */
  variables: z.record(z.string(), z.unknown()),
});
export type WfOpsInstanceRecord = z.infer<typeof wfOpsInstanceRecordSchema>;

/**
 * 流程实例 (GET /workflow/ops/instances, wfOpsInstanceQuerySchema): every instance of the tenant
 * for the administrators, newest first; they move instances (挂起, 终止, 跳转 ...) on routes of
 * their own, nothing is added, edited or deleted here. `startTime` is searched as a range
 * (startTime_begin / _end) and is the only order; `title` matches its words.
 */
export const wfOpsInstanceResource = defineResource({
  api: '/workflow/ops',
  paths: { list: 'instances' },
  noun: '流程实例',
  title: '流程实例',
  permissions: { list: PERMS.workflow.ops.view },
  record: wfOpsInstanceRecordSchema,
  save: z.object({}),
  defaultSort: { field: 'startTime', order: 'desc' },
  fields: {
    title: { label: '流程标题', type: 'string', sortable: false, column: { width: 190, ellipsis: true } },
    processKey: { label: '流程', type: 'string', sortable: false, column: { width: 150, ellipsis: true } },
    initiator: { label: '发起人', type: 'string', sortable: false, column: { width: 100, ellipsis: true } },
    state: {
      label: '状态',
      type: 'string',
      sortable: false,
      choices: Object.entries(WF_INSTANCE_STATE_TEXT).map(([value, label]) => ({ value, label })),
      column: { width: 80 },
    },
    startTime: { label: '发起时间', type: 'datetime', filterable: false, column: { width: 150 } },
  },
});

const instanceId = id('请指定流程实例');

export const wfOpsInstanceSchema = z.object({ instanceId });
export type WfOpsInstance = z.input<typeof wfOpsInstanceSchema>;

export const wfOpsTerminateSchema = z.object({
  instanceId,
  reason: z.string({ message: '请填写终止原因' }).trim().min(1, '请填写终止原因').max(500, '长度不能超过 500 个字符'),
});
export type WfOpsTerminate = z.input<typeof wfOpsTerminateSchema>;

export const wfOpsReassignSchema = z.object({
  taskId: id('请指定任务'),
  username: id('请选择改派给的用户'),
  comment: z.string().trim().max(500, '长度不能超过 500 个字符').nullish(),
});
export type WfOpsReassign = z.input<typeof wfOpsReassignSchema>;

export const wfOpsJumpSchema = z.object({
  instanceId,
  nodeId: id('请选择跳转到的节点'),
  comment: z.string().trim().max(500, '长度不能超过 500 个字符').nullish(),
});
export type WfOpsJump = z.input<typeof wfOpsJumpSchema>;

/** GET /workflow/ops/jumpTargets?instanceId=: the user tasks and end events of the instance's deployment */
export const wfOpsJumpTargetSchema = z.object({ nodeId: z.string(), name: z.string(), kind: z.enum(['userTask', 'end']) });
export type WfOpsJumpTarget = z.infer<typeof wfOpsJumpTargetSchema>;

/**
 * POST /workflow/ops/repair: the changed variable values (the start form's name rules) written,
 * the failed instance running again; with `retry` the failed node is first worked out with the
 * new values, and the repair refused (422, the reason) when it still fails.
 */
export const wfOpsRepairSchema = z.object({ instanceId, variables: formVariables, retry: z.boolean().optional() });
export type WfOpsRepair = z.input<typeof wfOpsRepairSchema>;

/** POST /workflow/deployment/suspend and /activate */
export const wfDeploymentStateSchema = z.object({ deploymentId: id('请指定部署版本') });
export type WfDeploymentState = z.input<typeof wfDeploymentStateSchema>;

/** GET /workflow/deployment/all: every deployment of the tenant, newest key first (部署版本 tab) */
export const wfDeploymentAllQuerySchema = z.looseObject({
  processKey: z.string().trim().max(100, '长度不能超过 100 个字符').optional(),
});
