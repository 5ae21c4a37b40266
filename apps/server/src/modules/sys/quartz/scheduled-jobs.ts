/**
 * What the other areas may do with 定时任务: register the job a task of theirs runs (its key, name,
 * parameter and handler) and seed a task that runs it (stable id, running, its next time worked out
 * from its cron; written once: a task an administrator changed or stopped stays as they left it).
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { nextRunTimes } from './cron';
import { registerJobHandler, type JobHandler } from './job-registry';
import { JOB_RUNNING } from './quartz.service';
import { sysQuartzJob } from './quartz.table';

export interface SeededTask {
  id: string;
  jobName: string;
  jobClassName: string;
  cronExpression: string;
  description: string;
  parameter?: string | null;
}

export const scheduledJobs = {
  register: (key: string, handler: JobHandler) => registerJobHandler(key, handler),

  async seed(db: Database, task: SeededTask, now: Date): Promise<void> {
    const [next] = nextRunTimes(task.cronExpression, now, 1);
    await db
      .insert(sysQuartzJob)
      .values({ ...task, parameter: task.parameter ?? null, status: JOB_RUNNING, nextRunTime: next ?? null, createBy: 'system', createTime: now })
      .onConflictDoNothing();
  },

  /** a seeded task as a page of its area shows it (its schedule, whether it runs, its last and next run), or null */
  async find(db: Database, id: string) {
    const [row] = await db
      .select({
        id: sysQuartzJob.id,
        cronExpression: sysQuartzJob.cronExpression,
        status: sysQuartzJob.status,
        lastRunTime: sysQuartzJob.lastRunTime,
        lastRunResult: sysQuartzJob.lastRunResult,
        nextRunTime: sysQuartzJob.nextRunTime,
      })
      .from(sysQuartzJob)
      .where(and(eq(sysQuartzJob.id, id)));
    return row ? { ...row, enabled: row.status === JOB_RUNNING } : null;
  },
};

export type { JobContext, JobHandler } from './job-registry';
