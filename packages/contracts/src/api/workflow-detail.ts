/**
 * 流程详情 (GET /workflow/process/detail): one approval as its viewer may see it: the instance,
 * its deployed diagram with the path highlighted, its tasks, the timeline of every action, and the
 * start form filtered by the viewer's field permissions. Shared by the server route and the web page.
 */
import { z } from 'zod';

const time = z.string().nullable();
const id = (message: string) => z.string({ message }).trim().min(1, message).max(64, '长度不能超过 64 个字符');

/** GET /workflow/process/detail?instanceId=&taskId= */
export const wfDetailQuerySchema = z.object({
  instanceId: id('请指定流程'),
  /** the viewer's pending task the page was opened for (optional: found when absent) */
  taskId: id('请指定任务').optional(),
});
export type WfDetailQuery = z.input<typeof wfDetailQuerySchema>;

export const wfDetailTaskSchema = z.object({
  id: z.string(),
  nodeId: z.string(),
  nodeName: z.string(),
  assignee: z.string().nullable(),
  assigneeName: z.string().nullable(),
  candidates: z.array(z.string()),
  /** pending | done | cancelled */
  state: z.string(),
  /** approve | reject | resubmit ... */
  outcome: z.string().nullable(),
  comment: z.string().nullable(),
  attachments: z.array(z.string()),
  createTime: time,
  endTime: time,
  /** from arrival to close, in ms (null while open) */
  durationMs: z.number().nullable(),
  /** 加签: the task this sign task was added to, and before / after it */
  parentTaskId: z.string().nullable(),
  signType: z.string().nullable(),
});
export type WfDetailTask = z.infer<typeof wfDetailTaskSchema>;

export const wfTimelineEntrySchema = z.object({
  id: z.string(),
  actor: z.string(),
  actorName: z.string().nullable(),
  /** start | approve | reject | withdraw | resubmit | claim | transfer | delegate | addSign | terminate ... */
  action: z.string(),
  nodeId: z.string().nullable(),
  nodeName: z.string().nullable(),
  comment: z.string().nullable(),
  attachments: z.array(z.string()),
  /** a transfer's user, a rejection's or jump's node */
  target: z.string().nullable(),
  /** the target's name: the user's real name or the node's name */
  targetName: z.string().nullable(),
  time: time,
  /** time spent on the task the action closed, in ms */
  durationMs: z.number().nullable(),
});
export type WfTimelineEntry = z.infer<typeof wfTimelineEntrySchema>;

/** A field's access for the viewer (the form renderer's FieldPermission shape; hidden fields are left out). */
export interface WfFieldAccess {
  prop: string;
  readable: boolean;
  writable: boolean;
  children?: WfFieldAccess[];
}
export const wfFieldAccessSchema: z.ZodType<WfFieldAccess> = z.lazy(() =>
  z.object({ prop: z.string(), readable: z.boolean(), writable: z.boolean(), children: z.array(wfFieldAccessSchema).optional() }),
);

/** why the viewer sees the form as they do */
export const WF_FORM_VIEWS = ['task', 'initiator', 'ops', 'participant'] as const;

export const wfDetailSchema = z.object({
  instance: z.object({
    id: z.string(),
    title: z.string(),
    serialNo: z.string().nullable(),
    processKey: z.string(),
    /** WF_INSTANCE_STATES */
    state: z.string(),
    initiator: z.string(),
    initiatorName: z.string().nullable(),
    startTime: time,
    endTime: time,
    error: z.string().nullable(),
    errorNode: z.string().nullable(),
    endReason: z.string().nullable(),
  }),
  /** the business record the approval is for (业务：定制申请 …), null for a plain application */
  business: z
    .object({
      type: z.string(),
      key: z.string(),
      /** what the record is (定制申请) */
      label: z.string(),
      /** the record as its area names it (company, trip), null when it is gone */
      name: z.string().nullable(),
    })
    .nullable(),
  deployment: z.object({ id: z.string(), name: z.string(), processKey: z.string(), versionNo: z.number(), xml: z.string() }),
  /** element ids of the diagram to mark */
  highlight: z.object({
    completedNodes: z.array(z.string()),
    activeNodes: z.array(z.string()),
    rejectedNodes: z.array(z.string()),
    takenFlows: z.array(z.string()),
  }),
  tasks: z.array(wfDetailTaskSchema),
  timeline: z.array(wfTimelineEntrySchema),
  form: z.object({
    /** the deployment's start form without the fields hidden from the viewer (null: the process has none) */
    schema: z.record(z.string(), z.unknown()).nullable(),
    /** the instance's values of the fields the viewer may see */
    values: z.record(z.string(), z.unknown()),
    /** every field left in the schema with its access (writable only at the viewer's own pending task) */
    fieldPermissions: z.array(wfFieldAccessSchema),
    view: z.enum(WF_FORM_VIEWS),
  }),
  /** the viewer's pending task on the instance, when they have one (the page then offers 同意 / 驳回) */
  myTask: z
    .object({
      id: z.string(),
      nodeId: z.string(),
      nodeName: z.string(),
      assignee: z.string().nullable(),
      createTime: time,
      /** the initiator's task on an application sent back to them: the page offers 重新提交 and 撤销 instead */
      resubmit: z.boolean(),
    })
    .nullable(),
});
export type WfDetail = z.infer<typeof wfDetailSchema>;
