/**
 * Saved process models and forms of the workflow designer (issue 5), each with its versions:
 * every save is a new version with its author and time; restoring copies an old version as the
 * newest. Shared by the server routes and (as types) the web pages.
 */
import { z } from 'zod';
import { defineResource } from '../kit/resource';
import { PERMS } from '../permissions';
import { WORKFLOW_ENGINES } from '../workflow-engines';

/** The workflow codes of the permission catalogue under the names the designer pages use. */
export const WORKFLOW_PERMISSIONS = {
  modelView: PERMS.workflow.model.view,
  modelDesign: PERMS.workflow.model.design,
  modelDelete: PERMS.workflow.model.delete,
  formView: PERMS.workflow.form.view,
  formDesign: PERMS.workflow.form.design,
  formDelete: PERMS.workflow.form.delete,
  modelDeploy: PERMS.workflow.model.deploy,
  processStart: PERMS.workflow.process.start,
  taskTodo: PERMS.workflow.task.todo,
  taskHandle: PERMS.workflow.task.handle,
  taskDone: PERMS.workflow.task.done,
  taskCopy: PERMS.workflow.task.copy,
  opsView: PERMS.workflow.ops.view,
  opsSuspend: PERMS.workflow.ops.suspend,
  opsTerminate: PERMS.workflow.ops.terminate,
  opsReassign: PERMS.workflow.ops.reassign,
  opsJump: PERMS.workflow.ops.jump,
  opsRepair: PERMS.workflow.ops.repair,
} as const;

export { WORKFLOW_ENGINES, WORKFLOW_ENGINE_NAMES, type WorkflowEngine } from '../workflow-engines';

/** Spec 02 section 5: a process id starts with a letter and holds only letters, digits and underscores. */
export const PROCESS_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;
export const PROCESS_KEY_MESSAGE = '流程标识必须以字母开头，只能包含字母、数字和下划线，不能包含中文';
export const FORM_KEY_MESSAGE = '表单标识必须以字母开头，只能包含字母、数字和下划线，不能包含中文';

export const MAX_MODEL_XML_BYTES = 2 * 1024 * 1024;
export const MAX_MODEL_SVG_BYTES = 4 * 1024 * 1024;
export const MAX_FORM_SCHEMA_BYTES = 512 * 1024;

/** UTF-8 length without allocating (the limits are in bytes; works in Node and browsers). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4; // a surrogate pair is one 4-byte character
      i++;
    } else bytes += 3;
  }
  return bytes;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
const text = (max: number, message: string) => z.string().trim().min(1, message).max(max, `长度不能超过 ${max} 个字符`);
const optionalText = (max: number) => z.string().trim().max(max, `长度不能超过 ${max} 个字符`).nullish();
const lockVersion = z.number().int().min(0);
const versionNo = z.coerce.number().int().min(1, '版本号从 1 开始');
const time = z.string().nullable();

const processKey = z.string().trim().min(1, '请输入流程标识').max(100, '长度不能超过 100 个字符').regex(PROCESS_KEY_PATTERN, PROCESS_KEY_MESSAGE);
const formKey = z.string().trim().min(1, '请输入表单标识').max(100, '长度不能超过 100 个字符').regex(PROCESS_KEY_PATTERN, FORM_KEY_MESSAGE);
/** XML cannot hold NUL (nor can the database's text): refused before anything reads it. */
const withoutNul = (value: string) => !value.includes('\u0000');
export const modelXmlSchema = z
  .string()
  .min(1, '流程 XML 不能为空')
  .refine((value) => utf8Length(value) <= MAX_MODEL_XML_BYTES, `流程 XML 不能超过 ${megabytes(MAX_MODEL_XML_BYTES)}`)
  .refine(withoutNul, '流程 XML 含有非法字符（NUL）');
const modelSvg = z
  .string()
  .refine((value) => utf8Length(value) <= MAX_MODEL_SVG_BYTES, `流程图 SVG 不能超过 ${megabytes(MAX_MODEL_SVG_BYTES)}`)
  .refine(withoutNul, '流程图 SVG 含有非法字符（NUL）')
  .nullish();
const comment = optionalText(200);

const audit = {
  createBy: z.string().nullable(),
  createTime: time,
  updateBy: z.string().nullable(),
  updateTime: time,
  /** optimistic lock: a save names the version it was read at (409 when stale) */
  version: z.number(),
};

/** The form designer's JSON (its exact shape belongs to the form designer): any JSON object. */
export const formSchemaJsonSchema = z
  .record(z.string(), z.unknown(), { message: '表单设计必须是 JSON 对象' })
  .refine((value) => utf8Length(JSON.stringify(value)) <= MAX_FORM_SCHEMA_BYTES, `表单设计不能超过 ${MAX_FORM_SCHEMA_BYTES / 1024} KB`);

/* ---------- process models ---------- */

export const wfModelRecordSchema = z.object({
  id: z.string(),
  modelKey: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  engine: z.enum(WORKFLOW_ENGINES),
  /** number of the newest saved version (1 after creation) */
  latestVersion: z.number(),
  /** the newest version is a draft: saved with lint errors, never deployed */
  draft: z.boolean(),
  /** the newest version that is not a draft: the only one a deployment may take (null: none yet) */
  deployableVersion: z.number().nullable(),
  /** the model's start form (a form of kind start), edited in the designer's configuration drawer */
  startFormId: z.string().nullable(),
  /**
   * the version new instances start on (the newest active deployment), else the newest suspended
   * one, with the model version it froze; null: never deployed
   */
  deployment: z.object({ versionNo: z.number(), modelVersion: z.number().optional(), state: z.string() }).nullable().optional(),
  ...audit,
});
export type WfModelRecord = z.infer<typeof wfModelRecordSchema>;

/** A model with the XML of its newest version. */
export const wfModelDetailSchema = wfModelRecordSchema.extend({ xml: z.string() });
export type WfModelDetail = z.infer<typeof wfModelDetailSchema>;

export const wfModelAddSchema = z.object({
  name: text(100, '请输入流程名称'),
  modelKey: processKey,
  description: optionalText(500),
  category: optionalText(50),
  engine: z.enum(WORKFLOW_ENGINES, { message: '引擎只能是 flowable、camunda 或 activiti' }).default('flowable'),
  /** the new diagram (version 1); its process id must be the model key */
  xml: modelXmlSchema,
});
export type WfModelAdd = z.input<typeof wfModelAddSchema>;

/**
 * The start form saved together with the model (one request, one transaction): a new version of
 * the model's start form (`version` is its lock version as read), or, when the model has none, a
 * new start form linked to it.
 */
export const wfStartFormSaveSchema = z.object({
  schema: formSchemaJsonSchema,
  version: lockVersion.optional(),
});

/**
 * A designer save: always a new version. The model key and name follow the diagram's process
 * id and name, so the list shows what the diagram says. The server lints the diagram with the
 * designer's rules: a diagram with errors is stored only when `draft` says so (422 otherwise).
 */
export const wfModelSaveSchema = z.object({
  id: z.string().min(1, '请指定模型'),
  version: lockVersion,
  xml: modelXmlSchema,
  svg: modelSvg,
  comment,
  /** links the model to its start form (a form of kind start of the tenant); absent: unchanged */
  startFormId: z.string().min(1).nullish(),
  /** the designer's engine; read from the XML's namespaces when absent */
  engine: z.enum(WORKFLOW_ENGINES, { message: '引擎只能是 flowable、camunda 或 activiti' }).optional(),
  /** store a diagram with lint errors as a draft (never deployable) */
  draft: z.boolean().optional(),
  /** the start form as the designer left it; absent: the start form is not changed */
  startForm: wfStartFormSaveSchema.optional(),
});
export type WfModelSave = z.input<typeof wfModelSaveSchema>;

export const wfModelVersionRecordSchema = z.object({
  id: z.string(),
  modelId: z.string(),
  versionNo: z.number(),
  engine: z.enum(WORKFLOW_ENGINES),
  /** saved with lint errors */
  draft: z.boolean(),
  comment: z.string().nullable(),
  /** the author: account and real name */
  createBy: z.string().nullable(),
  createByName: z.string().nullable(),
  createTime: time,
});
export type WfModelVersionRecord = z.infer<typeof wfModelVersionRecordSchema>;

export const wfModelVersionDetailSchema = wfModelVersionRecordSchema.extend({ xml: z.string(), svg: z.string().nullable() });
export type WfModelVersionDetail = z.infer<typeof wfModelVersionDetailSchema>;

/* ---------- forms (start forms and node forms) ---------- */

export const WF_FORM_KINDS = ['start', 'node'] as const;
export type WfFormKind = (typeof WF_FORM_KINDS)[number];
export const WF_FORM_KIND_TEXT: Record<WfFormKind, string> = { start: '发起表单', node: '节点表单' };

export const wfFormRecordSchema = z.object({
  id: z.string(),
  formKey: z.string(),
  name: z.string(),
  kind: z.enum(WF_FORM_KINDS),
  description: z.string().nullable(),
  latestVersion: z.number(),
  ...audit,
});
export type WfFormRecord = z.infer<typeof wfFormRecordSchema>;

/** The reply of a designer save: the model, and its start form when the save wrote one. */
export const wfModelSaveReplySchema = wfModelRecordSchema.extend({ startForm: wfFormRecordSchema.nullable() });
export type WfModelSaveReply = z.infer<typeof wfModelSaveReplySchema>;

export const wfFormDetailSchema = wfFormRecordSchema.extend({ schema: z.record(z.string(), z.unknown()) });
export type WfFormDetail = z.infer<typeof wfFormDetailSchema>;

export const wfFormAddSchema = z.object({
  name: text(100, '请输入表单名称'),
  formKey,
  kind: z.enum(WF_FORM_KINDS, { message: '表单类型只能是发起表单或节点表单' }).default('start'),
  description: optionalText(500),
  schema: formSchemaJsonSchema.default({}),
});
export type WfFormAdd = z.input<typeof wfFormAddSchema>;

const unsorted = { sortable: false, filterable: false } as const;

/**
 * 流程设计's 流程模型 tab: the kit's list and delete (the model and its versions leave the list);
 * a model is added by its own route (a diagram) and saved in the designer.
 */
export const modelResource = defineResource({
  api: '/workflow/model',
  noun: '流程模型',
  title: '流程模型',
  permissions: { list: PERMS.workflow.model.view, add: PERMS.workflow.model.design, delete: PERMS.workflow.model.delete },
  record: wfModelRecordSchema,
  save: wfModelAddSchema,
  fields: {
    name: { label: '流程名称', type: 'string', rule: 'like', search: true, column: {} },
    modelKey: { label: '流程标识', type: 'string', rule: 'like', search: true, column: { width: 170 } },
    category: { label: '分类', type: 'string' },
    engine: { label: '引擎', type: 'string', column: { width: 100 } },
    latestVersion: { label: '版本', type: 'number', column: { width: 120 } },
    createTime: { label: '创建时间', type: 'datetime' },
    updateTime: { label: '更新时间', type: 'datetime', column: { width: 150 } },
  },
});

/** 流程设计's 表单 tab: the kit's list and delete; a form is added by its own route and saved in the form designer. */
export const formResource = defineResource({
  api: '/workflow/form',
  noun: '表单',
  title: '表单',
  permissions: { list: PERMS.workflow.form.view, add: PERMS.workflow.form.design, delete: PERMS.workflow.form.delete },
  record: wfFormRecordSchema,
  save: wfFormAddSchema,
  fields: {
    name: { label: '表单名称', type: 'string', rule: 'like', search: true, column: { width: 180 } },
    formKey: { label: '表单标识', type: 'string', rule: 'like', search: true, column: { width: 180 } },
    kind: {
      label: '类型',
      type: 'string',
      search: true,
      choices: WF_FORM_KINDS.map((kind) => ({ value: kind, label: WF_FORM_KIND_TEXT[kind] })),
      column: { width: 100 },
    },
    description: { label: '描述', type: 'string', ...unsorted, column: { ellipsis: true } },
    latestVersion: { label: '版本', type: 'number', column: { width: 80 } },
    createTime: { label: '创建时间', type: 'datetime' },
    updateTime: { label: '更新时间', type: 'datetime', column: { width: 150 } },
  },
});

export const wfFormSaveSchema = z.object({
  id: z.string().min(1, '请指定表单'),
  version: lockVersion,
  schema: formSchemaJsonSchema,
  name: text(100, '请输入表单名称').optional(),
  description: optionalText(500),
  comment,
});
export type WfFormSave = z.input<typeof wfFormSaveSchema>;

export const wfFormVersionRecordSchema = z.object({
  id: z.string(),
  formId: z.string(),
  versionNo: z.number(),
  comment: z.string().nullable(),
  /** the author: account and real name */
  createBy: z.string().nullable(),
  createByName: z.string().nullable(),
  createTime: time,
});
export type WfFormVersionRecord = z.infer<typeof wfFormVersionRecordSchema>;

export const wfFormVersionDetailSchema = wfFormVersionRecordSchema.extend({ schema: z.record(z.string(), z.unknown()) });
export type WfFormVersionDetail = z.infer<typeof wfFormVersionDetailSchema>;

/* ---------- shared requests ---------- */

/** GET .../history/list?id= (paging params as every list) and .../history/get?id=&versionNo= */
export const wfHistoryListQuerySchema = z.looseObject({ id: z.string().min(1, '请指定记录') });
export const wfVersionQuerySchema = z.object({ id: z.string().min(1, '请指定记录'), versionNo });

/** Copies version `versionNo` as the newest; `version` is the lock version the page read. */
export const wfRestoreSchema = z.object({ id: z.string().min(1, '请指定记录'), versionNo, version: lockVersion, comment });
export type WfRestore = z.input<typeof wfRestoreSchema>;

/* ---------- runtime: deployments, instances, tasks ---------- */

/** Values a form sends: field names to plain values (no more than 200 fields). */
const FIELD_NAME = /^(?!__)[A-Za-z_][A-Za-z0-9_]{0,63}$/;
export const formVariables = z
  .record(z.string(), z.unknown())
  .superRefine((values, check) => {
    const names = Object.keys(values);
    if (names.length > 200) check.addIssue({ code: 'custom', message: '字段过多' });
    // no names of the engine's own (`__`), such as __proto__; the message names the field
    for (const name of names.filter((one) => !FIELD_NAME.test(one)))
      check.addIssue({ code: 'custom', path: [name], message: `字段名「${name.slice(0, 64)}」只能由字母、数字和下划线组成，且不以 __ 开头` });
  })
  .default({});

/** POST /workflow/deployment/deploy: freezes the model's newest deployable version. */
export const wfDeploySchema = z.object({ modelId: z.string().min(1, '请指定流程模型') });

export const wfDeploymentRecordSchema = z.object({
  id: z.string(),
  processKey: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  versionNo: z.number(),
  modelVersion: z.number(),
  state: z.string(),
  deployBy: z.string().nullable(),
  deployTime: time,
});
export type WfDeploymentRecord = z.infer<typeof wfDeploymentRecordSchema>;

/** POST /workflow/process/start */
export const wfStartSchema = z.object({ processKey: processKey, variables: formVariables });
export type WfStart = z.input<typeof wfStartSchema>;

export const wfInstanceRecordSchema = z.object({
  id: z.string(),
  processKey: z.string(),
  title: z.string(),
  initiator: z.string(),
  state: z.string(),
  /** the designer's serial-number rule's number; null when the process has none */
  serialNo: z.string().nullable(),
  startTime: time,
  endTime: time.nullable(),
});
export type WfInstanceRecord = z.infer<typeof wfInstanceRecordSchema>;

export const wfTaskRecordSchema = z.object({
  id: z.string(),
  instanceId: z.string(),
  title: z.string(),
  processKey: z.string(),
  initiator: z.string(),
  /** the initiator's real name (刘洋) */
  initiatorName: z.string().nullable(),
  nodeId: z.string(),
  nodeName: z.string(),
  assignee: z.string().nullable(),
  createTime: time,
  /** 委派: the user the task returns to once the assignee (the delegate) has handled it */
  owner: z.string().nullable().optional(),
  /** 加签: a sign task added before / after another user's task */
  signType: z.string().nullable().optional(),
  /** 处理期限: the node's earliest time-out (超时设置), null when the node has none */
  dueTime: time.nullable().optional(),
  /** the application's serial number and when it was submitted (tell two applications of one title apart) */
  serialNo: z.string().nullable().optional(),
  startTime: time.optional(),
  /** the initiator's own task on an application sent back to them: 重新提交 or 撤销, nothing else */
  resubmit: z.boolean().optional(),
});
export type WfTaskRecord = z.infer<typeof wfTaskRecordSchema>;

/** POST /workflow/task/approve */
export const wfApproveSchema = z.object({
  taskId: z.string().min(1, '请指定任务'),
  comment: optionalText(500),
  variables: formVariables,
});
export type WfApprove = z.input<typeof wfApproveSchema>;

export const wfApproveReplySchema = z.object({ instanceState: z.string(), created: z.array(z.string()) });

/** POST /workflow/task/reject: back to `targetNodeId` (one of /task/rejectTargets), else the node's rollback node, the last node passed or the initiator. */
export const wfRejectSchema = z.object({
  taskId: z.string().min(1, '请指定任务'),
  targetNodeId: z.string().min(1).nullish(),
  comment: text(500, '请填写驳回理由'),
});
export type WfReject = z.input<typeof wfRejectSchema>;

export const wfRejectTargetSchema = z.object({ nodeId: z.string(), name: z.string() });
export type WfRejectTarget = z.infer<typeof wfRejectTargetSchema>;

/** POST /workflow/process/withdraw (the initiator) */
export const wfWithdrawSchema = z.object({ instanceId: z.string().min(1, '请指定流程'), comment: optionalText(500) });

/** POST /workflow/task/claim */
export const wfClaimSchema = z.object({ taskId: z.string().min(1, '请指定任务') });

/** GET /workflow/task/todo: paging, a search on the title, sorted by arrival (no other column, no advanced query) */
export const wfTodoQuerySchema = z.looseObject({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  title: z.string().trim().max(100, '长度不能超过 100 个字符').optional(),
  column: z.enum(['createTime'], { message: '只能按到达时间排序' }).optional(),
  order: z.enum(['asc', 'desc'], { message: '排序方向只能是 asc 或 desc' }).optional(),
  superQueryParams: z.never({ message: '待办列表不支持高级查询' }).optional(),
  /** claim: only the tasks offered to the user and not yet taken (待认领) */
  scope: z.enum(['all', 'claim'], { message: '范围只能是 all 或 claim' }).optional(),
});

/** GET /workflow/process/mine: the instances the user started, newest first */
export const wfMineQuerySchema = wfTodoQuerySchema.extend({
  column: z.enum(['startTime'], { message: '只能按发起时间排序' }).optional(),
  /** only the applications of one process (请假申请 lists the user's leave) */
  processKey: z.string().trim().max(64, '长度不能超过 64 个字符').optional(),
});

export const wfMyInstanceRecordSchema = wfInstanceRecordSchema.extend({
  /** the nodes waiting for someone, e.g. 直属领导审批 */
  currentNodes: z.string().nullable(),
  /** an application sent back to the user (待重新提交): their task to resubmit it */
  resubmitTaskId: z.string().nullable().optional(),
});
export type WfMyInstanceRecord = z.infer<typeof wfMyInstanceRecordSchema>;
