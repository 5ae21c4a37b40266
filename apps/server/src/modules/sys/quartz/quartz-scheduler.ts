/**
 * Fires scheduled jobs. Every server instance runs one scheduler with a timer per running job;
 * when a timer fires, the instance tries to claim the run (claimAndRun) and only the winner runs
 * the handler, so a job runs once per schedule however many instances there are. Job changes
 * are announced on the event bus so every instance re-arms its timer.
 * Opt-in (buildApp `scheduler: true`, set by server.ts): tests start it only when they ask, with
 * their own timers (`scheduler: { timers }`) driven by the test clock instead of real time.
 */
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { realTimers, type SchedulerTimers } from '../../../lib/clock';
import { nextRunTime } from './cron';
import { claimAndRun, JOB_RUNNING } from './quartz.service';
import { sysQuartzJob } from './quartz.table';

/** Bus channel: a job was added, edited, paused, resumed or deleted ({ jobId }). */
export const QUARTZ_CHANGED_CHANNEL = 'bus:quartz-job-changed';

/** setTimeout cannot wait longer than this; longer waits re-arm on expiry. */
const MAX_DELAY_MS = 2 ** 31 - 1;

export interface QuartzSchedulerOptions {
  timers?: SchedulerTimers;
}

export interface QuartzScheduler {
  readonly instanceId: string;
  /** how many fire times this instance reached, and how many runs it won */
  readonly stats: { fired: number; won: number };
  /** (re)arms the timer of one job from the database */
  reschedule(jobId: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    quartzScheduler?: QuartzScheduler;
  }
}

export default fp<QuartzSchedulerOptions>(
  async (fastify, options) => {
    const timerSource = options.timers ?? realTimers;
    const instanceId = `${process.pid}-${randomUUID().slice(0, 8)}`;
    const timers = new Map<string, unknown>();
    const stats = { fired: 0, won: 0 };
    let closing = false;

    const clear = (jobId: string) => {
      if (timers.has(jobId)) timerSource.clear(timers.get(jobId));
      timers.delete(jobId);
    };

    const arm = (jobId: string, cron: string, due: Date) => {
      clear(jobId);
      const delay = Math.max(0, due.getTime() - fastify.now().getTime());
      timers.set(
        jobId,
        timerSource.set(() => fire(jobId, cron, due), Math.min(delay, MAX_DELAY_MS)),
      );
    };

    const fire = async (jobId: string, cron: string, due: Date) => {
      if (closing) return;
      if (fastify.now().getTime() < due.getTime()) return arm(jobId, cron, due);
      stats.fired += 1;
      try {
        // Read again: the job may have been paused or deleted on another instance.
        const [job] = await fastify.db.select().from(sysQuartzJob).where(eq(sysQuartzJob.id, jobId));
        if (!job || job.status !== JOB_RUNNING || job.cronExpression !== cron) return;
        if (await claimAndRun({ db: fastify.db, now: fastify.now, instanceId, dataDir: fastify.config.dataDir }, job, due)) stats.won += 1;
      } catch (error) {
        fastify.log.error({ err: error, jobId }, 'scheduled job failed');
      } finally {
        if (!closing && timers.has(jobId)) {
          const next = nextRunTime(cron, new Date(due.getTime() + 1));
          if (next) arm(jobId, cron, next);
          else clear(jobId);
        }
      }
    };

    const reschedule = async (jobId: string) => {
      if (closing) return;
      const [job] = await fastify.db.select().from(sysQuartzJob).where(eq(sysQuartzJob.id, jobId));
      if (!job || job.status !== JOB_RUNNING) return clear(jobId);
      const next = nextRunTime(job.cronExpression, fastify.now());
      if (next) arm(job.id, job.cronExpression, next);
      else clear(jobId);
    };

    fastify.decorate('quartzScheduler', { instanceId, stats, reschedule });
    const unsubscribe = fastify.bus.subscribe(QUARTZ_CHANGED_CHANNEL, (message) => {
      const jobId = (message as { jobId?: unknown })?.jobId;
      if (typeof jobId === 'string') reschedule(jobId).catch((err) => fastify.log.error({ err }, 'reschedule failed'));
    });

    fastify.addHook('onReady', async () => {
      const jobs = await fastify.db.select({ id: sysQuartzJob.id }).from(sysQuartzJob).where(eq(sysQuartzJob.status, JOB_RUNNING));
      for (const job of jobs) await reschedule(job.id);
    });
    fastify.addHook('onClose', async () => {
      closing = true;
      unsubscribe();
      for (const jobId of [...timers.keys()]) clear(jobId);
    });
  },
  { name: 'quartz-scheduler', dependencies: ['event-bus'] },
);
