/**
 * Starting an approval (发起流程): the processes the user may start, grouped by category, and a
 * preview of who approves next for the values filled in so far.
 */
import { z } from 'zod';
import { wfStartSchema } from './workflow';

/** GET /workflow/process/startable: the newest active deployment of each process */
export const wfStartableRecordSchema = z.object({
  processKey: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  deploymentId: z.string(),
  versionNo: z.number().int(),
  deployTime: z.string().nullable(),
  /** the start form's schema (the form designer's JSON), null for a process without a form */
  startForm: z.record(z.string(), z.unknown()).nullable(),
  /** the process has a serial-number rule: the number the next application would get */
  serialPreview: z.string().nullable(),
});
export type WfStartableRecord = z.infer<typeof wfStartableRecordSchema>;

/** POST /workflow/process/preview: the same body as a start */
export const wfPreviewSchema = wfStartSchema;

export const WF_APPROVE_MODES = ['single', 'claim', 'all', 'any', 'sequential', 'ratio'] as const;

export const wfPreviewStepSchema = z.object({
  nodeId: z.string(),
  nodeName: z.string(),
  /** single: one approver; claim: the first of them who claims it; all / any / sequential / ratio: a countersign */
  mode: z.enum(WF_APPROVE_MODES),
  assignees: z.array(z.object({ username: z.string(), realname: z.string() })),
});
export type WfPreviewStep = z.infer<typeof wfPreviewStepSchema>;

export const wfPreviewReplySchema = z.object({
  steps: z.array(wfPreviewStepSchema),
  /** why the process could not start with these values (the same words a start would answer), else null */
  problem: z.string().nullable(),
});
export type WfPreviewReply = z.infer<typeof wfPreviewReplySchema>;

/** GET /workflow/task/form: the form of a pending task as its assignee may see it (hidden fields left out) */
export const wfTaskFormSchema = z.object({
  /** the start form less the fields the node hides; null when the process has no form */
  schema: z.record(z.string(), z.unknown()).nullable(),
  values: z.record(z.string(), z.unknown()),
  /** the node's readable / writable flags (null: every field editable, the initiator's resubmission) */
  fieldPermissions: z.array(z.object({ prop: z.string(), readable: z.boolean(), writable: z.boolean() })).nullable(),
  /** the initiator's own task: an application sent back (or withdrawn) to change and submit again */
  resubmit: z.boolean(),
});
export type WfTaskForm = z.infer<typeof wfTaskFormSchema>;
