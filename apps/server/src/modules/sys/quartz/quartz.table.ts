import { boolean, index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, timestampColumn } from '../../../db/columns';

/** Scheduled jobs. `jobClassName` is a key of the handler registry (job-registry.ts), never a class name. */
export const sysQuartzJob = pgTable('sys_quartz_job', {
  id: idColumn(),
  jobName: text('job_name').notNull(),
  jobClassName: text('job_class_name').notNull(),
  /** Quartz style, with seconds (6 or 7 fields) */
  cronExpression: text('cron_expression').notNull(),
  parameter: text('parameter'),
  description: text('description'),
  /** 0 running, -1 stopped (dictionary quartz_status) */
  status: smallint('status').notNull().default(-1),
  lastRunTime: timestampColumn('last_run_time'),
  lastRunResult: text('last_run_result'),
  nextRunTime: timestampColumn('next_run_time'),
  ...auditColumns(),
});

/**
 * One row per (job, scheduled time). Every server instance tries to insert it when the schedule
 * fires; the unique index lets exactly one win, and only the winner runs the handler.
 */
export const sysQuartzJobRun = pgTable(
  'sys_quartz_job_run',
  {
    id: idColumn(),
    jobId: text('job_id').notNull(),
    scheduledTime: timestampColumn('scheduled_time').notNull(),
    instanceId: text('instance_id').notNull(),
    startedAt: timestampColumn('started_at').notNull(),
    finishedAt: timestampColumn('finished_at'),
    success: boolean('success'),
    message: text('message'),
  },
  (t) => [uniqueIndex('sys_quartz_job_run_job_time_uq').on(t.jobId, t.scheduledTime), index('sys_quartz_job_run_job_idx').on(t.jobId)],
);
