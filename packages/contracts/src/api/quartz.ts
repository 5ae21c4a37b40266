import { z } from 'zod';
import { defineResource } from '../kit/resource';
import { PERMS } from '../permissions';

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

/** 定时任务 (/sys/quartzJob): the kit's declaration; pause / resume / execute, the handlers, the cron preview and the runs stay routes of their own. */
export const quartzJobResource = defineResource({
  api: '/sys/quartzJob',
  noun: '定时任务',
  title: '定时任务',
  permissions: {
    list: PERMS.system.quartz.list,
    add: PERMS.system.quartz.add,
    edit: PERMS.system.quartz.edit,
    delete: PERMS.system.quartz.delete,
    batch_delete: PERMS.system.quartz.batch_delete,
  },
  record: quartzJobSchema,
  save: quartzJobSaveSchema,
  fields: {
    jobName: { label: '任务名称', type: 'string', rule: 'like', search: true, column: { width: 130, ellipsis: true } },
    jobClassName: { label: '任务类', type: 'string', sortable: false, column: { width: 160, ellipsis: true, display: 'jobClassName_dictText' } },
    cronExpression: { label: 'Cron 表达式', type: 'string', sortable: false, filterable: false, column: { width: 150 } },
    parameter: { label: '参数', type: 'string', sortable: false, filterable: false, column: { width: 80, ellipsis: true } },
    status: { label: '状态', type: 'number', sortable: false, column: { width: 90 } },
    lastRunTime: { label: '上次执行', type: 'datetime', column: { width: 210 } },
    nextRunTime: { label: '下次执行', type: 'datetime', column: { width: 150 } },
    createTime: { label: '创建时间', type: 'datetime' },
  },
});

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
