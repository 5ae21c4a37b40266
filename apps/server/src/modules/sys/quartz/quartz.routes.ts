import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTHENTICATED, jobHandlerSchema, NO_RUN_TIMES, quartzJobRunSchema, quartzJobSchema, replySchema, PERMS } from '@bus/contracts';
import { fieldError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import { ok } from '../../../lib/reply';
import { cronProblem, nextRunTimes } from './cron';
import { JOB_HANDLERS } from './job-registry';
import { QUARTZ_CHANGED_CHANNEL } from './quartz-scheduler';
import { claimAndRun, findJob, JOB_RUNNING, JOB_STOPPED, listRuns, quartzJobKit, setJobStatus, toJobRecord } from './quartz.service';

const idQuery = z.object({ id: z.string().min(1) });
const jobReply = replySchema(quartzJobSchema);

const quartzRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  const announce = (jobId: string) => fastify.bus.publish(QUARTZ_CHANGED_CHANNEL, { jobId });
  const tags = ['quartz'];

  await fastify.register(quartzJobKit(announce).routes);

  fastify.get(
    '/sys/quartzJob/pause',
    { config: { permission: PERMS.system.quartz.stop }, schema: { tags, summary: '停止定时任务', querystring: idQuery, response: { 200: jobReply } } },
    async (request) => {
      const row = await setJobStatus(db, request.query.id, JOB_STOPPED, request.ctx.session.username, fastify.now());
      await announce(row.id);
      return ok(toJobRecord(row), '已停止');
    },
  );

  fastify.get(
    '/sys/quartzJob/resume',
    { config: { permission: PERMS.system.quartz.start }, schema: { tags, summary: '启动定时任务', querystring: idQuery, response: { 200: jobReply } } },
    async (request) => {
      const row = await setJobStatus(db, request.query.id, JOB_RUNNING, request.ctx.session.username, fastify.now());
      await announce(row.id);
      return ok(toJobRecord(row), '已启动');
    },
  );

  fastify.get(
    '/sys/quartzJob/execute',
    { config: { permission: PERMS.system.quartz.start }, schema: { tags, summary: '立即执行一次', querystring: idQuery, response: { 200: jobReply } } },
    async (request) => {
      const job = await findJob(db, request.query.id);
      const instanceId = fastify.quartzScheduler?.instanceId ?? `manual-${process.pid}`;
      await claimAndRun({ db, now: fastify.now, instanceId, dataDir: fastify.config.dataDir }, job, fastify.now());
      const row = await findJob(db, job.id);
      return ok(toJobRecord(row), row.lastRunResult ?? '已执行');
    },
  );

  fastify.get(
    '/sys/quartzJob/handlers',
    {
      config: { permission: PERMS.system.quartz.list },
      schema: { tags, summary: '可选的任务类（代码中的注册表）', response: { 200: replySchema(z.array(jobHandlerSchema)) } },
    },
    async () => ok(Object.entries(JOB_HANDLERS).map(([key, h]) => ({ key, name: h.name, parameterHint: h.parameterHint }))),
  );

  // AUTHENTICATED: the shared cron editor previews with the scheduler's own code wherever a form
  // uses it (not only on the job screen); it computes times from the given text and reads no data.
  fastify.get(
    '/sys/quartzJob/cronPreview',
    {
      config: { permission: AUTHENTICATED },
      schema: {
        tags,
        summary: `Cron 表达式最近 10 次执行时间（没有时返回“${NO_RUN_TIMES}”）`,
        querystring: z.object({ cron: z.string().max(200) }),
        response: { 200: replySchema(z.array(z.string())) },
      },
    },
    async (request) => {
      const problem = cronProblem(request.query.cron);
      if (problem) throw fieldError('cron', problem);
      const times = nextRunTimes(request.query.cron, fastify.now(), 10).map((d) => formatDateTime(d)!);
      return ok(times, times.length === 0 ? NO_RUN_TIMES : '操作成功');
    },
  );

  fastify.get(
    '/sys/quartzJob/runs',
    {
      config: { permission: PERMS.system.quartz.list },
      schema: {
        tags,
        summary: '最近的执行记录',
        querystring: z.object({ jobId: z.string().min(1) }),
        response: { 200: replySchema(z.array(quartzJobRunSchema)) },
      },
    },
    async (request) => ok(await listRuns(db, request.query.jobId)),
  );
};

export default quartzRoutes;
