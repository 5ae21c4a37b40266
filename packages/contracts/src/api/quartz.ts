import { z } from 'zod';

/** Scheduled jobs (issue 3 "Scheduled jobs"). */
export const quartzJobSchema = z.object({
  id: z.string(),
  jobName: z.string(),
  jobClassName: z.string(),
  jobClassName_dictText: z.string().optional(),
  cronExpression: z.string(),
  parameter: z.string().nullable(),
  description: z.string().nullable(),
  status: z.number(),
  status_dictText: z.string().optional(),
  lastRunTime: z.string().nullable(),
  lastRunResult: z.string().nullable(),
  nextRunTime: z.string().nullable(),
  createTime: z.string(),
  version: z.number(),
});
export type QuartzJob = z.infer<typeof quartzJobSchema>;

export const quartzJobSaveSchema = z.object({
  jobName: z.string().trim().min(1, '请输入任务名称').max(100),
  jobClassName: z.string().trim().min(1, '请选择任务类').max(100),
  cronExpression: z.string().trim().min(1, '请输入 Cron 表达式').max(200),
  parameter: z.string().max(1000).nullish(),
  description: z.string().max(500).nullish(),
  /** 0 running, -1 stopped */
  status: z.union([z.literal(0), z.literal(-1)]).default(-1),
});
export type QuartzJobSave = z.infer<typeof quartzJobSaveSchema>;
export const quartzJobEditSchema = quartzJobSaveSchema.extend({ id: z.string().min(1), version: z.number().int() });
export type QuartzJobEdit = z.infer<typeof quartzJobEditSchema>;

export const jobHandlerSchema = z.object({ key: z.string(), name: z.string(), parameterHint: z.string() });
export type JobHandlerInfo = z.infer<typeof jobHandlerSchema>;

export const quartzJobRunSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  scheduledTime: z.string(),
  instanceId: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  success: z.boolean().nullable(),
  message: z.string().nullable(),
});
export type QuartzJobRun = z.infer<typeof quartzJobRunSchema>;

/** Text the preview shows when an expression never fires again. */
export const NO_RUN_TIMES = '没有执行时间';
