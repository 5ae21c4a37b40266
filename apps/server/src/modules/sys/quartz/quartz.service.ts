import { desc, eq, inArray } from 'drizzle-orm';
import { PERMS, quartzJobResource, type QuartzJobSave } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import { defineList, fieldsOf } from '../../../lib/list-query';
import { resourceKit } from '../../../lib/resource-kit';
import { dataLog } from '../data-log/data-log-writer';
import { updateVersioned } from '../../../lib/versioned-update';
import { recordDataLog } from '../data-log/record-data-log';
import { cronProblem, nextRunTime } from './cron';
import { isJobHandlerKey, JOB_HANDLERS } from './job-registry';
import { sysQuartzJob, sysQuartzJobRun } from './quartz.table';
import { ownValue } from '../../../lib/own-property';

export const JOB_RUNNING = 0;
export const JOB_STOPPED = -1;
export const JOB_STATUS_TEXT: Record<number, string> = { [JOB_RUNNING]: '运行中', [JOB_STOPPED]: '已停止' };

type JobRow = typeof sysQuartzJob.$inferSelect;

export const quartzJobList = defineList({
  name: 'sys_quartz_job',
  dataRulePermission: PERMS.system.quartz.list,
  table: sysQuartzJob,
  fields: fieldsOf(quartzJobResource.fields, {
    jobName: sysQuartzJob.jobName,
    jobClassName: sysQuartzJob.jobClassName,
    cronExpression: null,
    parameter: null,
    status: sysQuartzJob.status,
    lastRunTime: sysQuartzJob.lastRunTime,
    nextRunTime: sysQuartzJob.nextRunTime,
    createTime: sysQuartzJob.createTime,
  }),
  defaultSort: quartzJobResource.defaultSort,
  tieBreaker: sysQuartzJob.id,
});

export function toJobRecord(row: JobRow) {
  return {
    id: row.id,
    jobName: row.jobName,
    jobClassName: row.jobClassName,
    jobClassName_dictText: ownValue(JOB_HANDLERS, row.jobClassName)?.name ?? row.jobClassName,
    cronExpression: row.cronExpression,
    parameter: row.parameter,
    description: row.description,
    status: row.status,
    status_dictText: JOB_STATUS_TEXT[row.status] ?? String(row.status),
    lastRunTime: formatDateTime(row.lastRunTime),
    lastRunResult: row.lastRunResult,
    nextRunTime: formatDateTime(row.nextRunTime),
    createTime: formatDateTime(row.createTime)!,
    version: row.version,
  };
}

/** Checks handler key, cron and parameter; returns the values to store. */
export function validateJob(input: QuartzJobSave, now: Date) {
  if (!isJobHandlerKey(input.jobClassName)) throw fieldError('jobClassName', `未知的任务类：${input.jobClassName}，请从列表中选择`);
  const problem = cronProblem(input.cronExpression);
  if (problem) throw fieldError('cronExpression', problem);
  const parameter = input.parameter?.trim() ? input.parameter : null;
  const parameterProblem = JOB_HANDLERS[input.jobClassName].validateParameter?.(parameter);
  if (parameterProblem) throw fieldError('parameter', parameterProblem);
  return {
    jobName: input.jobName,
    jobClassName: input.jobClassName,
    cronExpression: input.cronExpression.trim(),
    parameter,
    description: input.description?.trim() || null,
    status: input.status,
    nextRunTime: input.status === JOB_RUNNING ? nextRunTime(input.cronExpression, now) : null,
  };
}

/** 定时任务 on the resource kit: the handler, cron and parameter checked; every write tells the scheduler (after its commit). */
export function quartzJobKit(announce: (jobId: string) => Promise<void>) {
  return resourceKit(
    {
      resource: quartzJobResource,
      table: sysQuartzJob,
      list: quartzJobList,
      toRecord: (row: JobRow) => toJobRecord(row),
      messages: { added: '添加成功', edited: '编辑成功', deleted: '删除成功', deletedBatch: (n) => `已删除 ${n} 个任务` },
      hooks: {
        values: async (ctx, input: QuartzJobSave) => validateJob(input, ctx.now),
        // the runs go with their job
        async beforeDelete({ db }, rows) {
          await db.delete(sysQuartzJobRun).where(
            inArray(
              sysQuartzJobRun.jobId,
              rows.map((row) => row.id),
            ),
          );
        },
        afterCommit: async (_ctx, ids) => {
          for (const id of ids) await announce(id);
        },
      },
    },
    dataLog,
  );
}

export async function findJob(db: Database, id: string): Promise<JobRow> {
  const [row] = await db.select().from(sysQuartzJob).where(eq(sysQuartzJob.id, id));
  if (!row) throw new AppError(404, '定时任务不存在');
  return row;
}

/** Starts (resume) or stops (pause) a job; the version is bumped so open edit forms get a 409. */
export async function setJobStatus(db: Database, id: string, status: number, by: string, now: Date) {
  const job = await findJob(db, id);
  const nextRun = status === JOB_RUNNING ? nextRunTime(job.cronExpression, now) : null;
  return db.transaction(async (tx) => {
    const row = await updateVersioned(tx, sysQuartzJob, id, job.version, { status, nextRunTime: nextRun, updateBy: by, updateTime: now });
    await recordDataLog(tx, { table: 'sys_quartz_job', record: row, by, at: now });
    return row;
  });
}

/**
 * Claims the run of `job` at `scheduledTime` and, if this instance won the claim, runs the
 * handler. Every instance calls this when the schedule fires; the unique (jobId, scheduledTime)
 * index decides which one runs. Returns false when another instance had the run already.
 */
export async function claimAndRun(
  deps: { db: Database; now: () => Date; instanceId: string; dataDir: string },
  job: JobRow,
  scheduledTime: Date,
): Promise<boolean> {
  const { db, instanceId } = deps;
  const [claimed] = await db
    .insert(sysQuartzJobRun)
    .values({ jobId: job.id, scheduledTime, instanceId, startedAt: deps.now() })
    .onConflictDoNothing()
    .returning({ id: sysQuartzJobRun.id });
  if (!claimed) return false;

  let success = true;
  let message: string;
  try {
    const handler = ownValue(JOB_HANDLERS, job.jobClassName);
    if (!handler) throw new Error(`未知的任务类：${job.jobClassName}`);
    message = await handler.run({ db, now: deps.now(), parameter: job.parameter, dataDir: deps.dataDir });
  } catch (error) {
    success = false;
    message = `执行失败：${(error as Error).message}`.slice(0, 1000);
  }
  const finishedAt = deps.now();
  await db.update(sysQuartzJobRun).set({ finishedAt, success, message }).where(eq(sysQuartzJobRun.id, claimed.id));
  // The job row is updated without a version bump: a run must not make an open edit form stale.
  const [current] = await db.select().from(sysQuartzJob).where(eq(sysQuartzJob.id, job.id));
  if (current) {
    await db
      .update(sysQuartzJob)
      .set({
        lastRunTime: scheduledTime,
        lastRunResult: `${success ? '成功' : '失败'}：${message}`.slice(0, 1000),
        nextRunTime: current.status === JOB_RUNNING ? nextRunTime(current.cronExpression, finishedAt) : null,
      })
      .where(eq(sysQuartzJob.id, job.id));
  }
  return true;
}

export async function listRuns(db: Database, jobId: string, limit = 50) {
  const rows = await db.select().from(sysQuartzJobRun).where(eq(sysQuartzJobRun.jobId, jobId)).orderBy(desc(sysQuartzJobRun.scheduledTime)).limit(limit);
  return rows.map((r) => ({
    id: r.id,
    jobId: r.jobId,
    scheduledTime: formatDateTime(r.scheduledTime)!,
    instanceId: r.instanceId,
    startedAt: formatDateTime(r.startedAt)!,
    finishedAt: formatDateTime(r.finishedAt),
    success: r.success,
    message: r.message,
  }));
}
