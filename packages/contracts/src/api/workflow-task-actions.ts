/**
 * The approval task actions beyond approve / reject (issue 11): 转办, 委派 (and its 处理完成),
 * 加签 / 减签, 拿回, 催办; the lists 我的已办 and 抄送我的. Shared by the server routes and the web.
 */
import { z } from 'zod';
import { UPLOAD_BIZ } from './uploads';
import { wfApproveSchema, wfRejectSchema, wfTodoQuerySchema } from './workflow';

const taskId = z.string({ message: '请指定任务' }).min(1, '请指定任务');
const comment = z.string().trim().max(500, '意见不能超过 500 个字符').nullish();
const username = z.string({ message: '请选择用户' }).trim().min(1, '请选择用户').max(100, '用户名过长');

/** A stored upload path as POST /sys/common/upload returns it, e.g. attachment/20261126/<32 hex>.pdf */
export const UPLOAD_PATH_PATTERN = new RegExp(`^(${UPLOAD_BIZ.join('|')})/\\d{8}/[0-9a-f]{32}\\.[a-z0-9]{1,10}$`);
export const MAX_TASK_ATTACHMENTS = 10;

export const wfAttachmentsSchema = z
  .array(z.string().regex(UPLOAD_PATH_PATTERN, '附件路径不正确，请重新上传'), { message: '附件格式不正确' })
  .max(MAX_TASK_ATTACHMENTS, `附件最多 ${MAX_TASK_ATTACHMENTS} 个`);

/** POST /workflow/task/approve with attachments and users to copy the instance to */
export const wfApproveWithExtrasSchema = wfApproveSchema.extend({
  attachments: wfAttachmentsSchema.optional(),
  ccUsers: z.array(username, { message: '抄送人格式不正确' }).max(50, '抄送人最多 50 个').optional(),
});
export type WfApproveWithExtras = z.input<typeof wfApproveWithExtrasSchema>;

/** POST /workflow/task/reject with attachments */
export const wfRejectWithExtrasSchema = wfRejectSchema.extend({ attachments: wfAttachmentsSchema.optional() });
export type WfRejectWithExtras = z.input<typeof wfRejectWithExtrasSchema>;

/** POST /workflow/task/transfer and /workflow/task/delegate */
export const wfTransferSchema = z.object({ taskId, username, comment });
export type WfTransfer = z.input<typeof wfTransferSchema>;

/** POST /workflow/task/resolve: the delegate hands the task back to its owner */
export const wfResolveSchema = z.object({ taskId, comment, attachments: wfAttachmentsSchema.optional() });
export type WfResolve = z.input<typeof wfResolveSchema>;

export const WF_SIGN_POSITIONS = ['before', 'after'] as const;
export const WF_SIGN_POSITION_TEXT = { before: '前加签', after: '后加签' } as const;

/** POST /workflow/task/addSign */
export const wfAddSignSchema = z.object({
  taskId,
  usernames: z.array(username, { message: '请选择加签人' }).min(1, '请选择加签人').max(20, '加签人最多 20 个'),
  position: z.enum(WF_SIGN_POSITIONS, { message: '加签方式只能是前加签或后加签' }),
  comment,
});
export type WfAddSign = z.input<typeof wfAddSignSchema>;

/** POST /workflow/task/removeSign, /workflow/task/retrieve */
export const wfTaskIdSchema = z.object({ taskId });

/** POST /workflow/process/cancel: the initiator gives up an application sent back to them (撤销) */
export const wfCancelSchema = z.object({ instanceId: z.string({ message: '请指定流程' }).min(1, '请指定流程'), comment });
export type WfCancel = z.input<typeof wfCancelSchema>;

/** POST /workflow/process/urge */
export const wfUrgeSchema = z.object({ instanceId: z.string({ message: '请指定流程' }).min(1, '请指定流程'), comment });
export type WfUrge = z.input<typeof wfUrgeSchema>;

/** The reply of the actions: who has the task now */
export const wfActionReplySchema = z.object({ instanceState: z.string(), assignees: z.array(z.string()) });
export type WfActionReply = z.infer<typeof wfActionReplySchema>;

/** GET /workflow/task/done: paging, title search, newest first */
export const wfDoneQuerySchema = wfTodoQuerySchema.omit({ scope: true }).extend({
  column: z.enum(['handleTime'], { message: '只能按办理时间排序' }).optional(),
  superQueryParams: z.never({ message: '已办列表不支持高级查询' }).optional(),
});

export const WF_ACTION_TEXT: Record<string, string> = {
  start: '发起',
  approve: '同意',
  reject: '驳回',
  resubmit: '重新提交',
  withdraw: '撤回',
  cancel: '撤销',
  claim: '认领',
  transfer: '转办',
  delegate: '委派',
  resolve: '处理完成',
  addSign: '加签',
  removeSign: '减签',
  retrieve: '拿回',
  signed: '加签完成',
  urge: '催办',
  terminate: '终止',
  suspend: '挂起',
  resume: '恢复',
  jump: '跳转',
  reassign: '改派',
  repair: '修复',
  fail: '流程出错',
  timeout: '超时处理',
  timer: '定时到期',
  escalate: '超时转交',
  callReturn: '子流程完成',
};

export const wfDoneRecordSchema = z.object({
  /** the action's id */
  id: z.string(),
  taskId: z.string(),
  instanceId: z.string(),
  title: z.string(),
  processKey: z.string(),
  initiator: z.string(),
  nodeName: z.string().nullable(),
  /** approve | reject | resubmit | transfer | delegate | resolve | addSign */
  action: z.string(),
  comment: z.string().nullable(),
  handleTime: z.string().nullable(),
  /** running | completed | terminated | suspended | failed */
  instanceState: z.string(),
  /** the nodes waiting for someone now, e.g. 人事会签 */
  currentNodes: z.string().nullable(),
  /** 拿回 is possible: the user's approval is the instance's last action and the next step has not acted */
  canRetrieve: z.boolean(),
  /** the application's serial number and when it was submitted */
  serialNo: z.string().nullable().optional(),
  startTime: z.string().nullable().optional(),
});
export type WfDoneRecord = z.infer<typeof wfDoneRecordSchema>;

/** GET /workflow/cc/list */
export const wfCcQuerySchema = wfTodoQuerySchema.omit({ scope: true }).extend({
  superQueryParams: z.never({ message: '抄送列表不支持高级查询' }).optional(),
});

export const wfCcRecordSchema = z.object({
  id: z.string(),
  instanceId: z.string(),
  title: z.string(),
  processKey: z.string(),
  initiator: z.string(),
  nodeName: z.string().nullable(),
  sender: z.string(),
  createTime: z.string().nullable(),
  readTime: z.string().nullable(),
  instanceState: z.string(),
  /** who copied it and who applied, by name (陈静, not chenjing) */
  senderName: z.string().nullable().optional(),
  initiatorName: z.string().nullable().optional(),
  serialNo: z.string().nullable().optional(),
});
export type WfCcRecord = z.infer<typeof wfCcRecordSchema>;

/** POST /workflow/cc/read */
export const wfCcReadSchema = z.object({ id: z.string({ message: '请指定抄送记录' }).min(1, '请指定抄送记录') });
