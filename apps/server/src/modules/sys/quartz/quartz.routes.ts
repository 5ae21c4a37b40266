import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idsQuerySchema,
  AUTHENTICATED,
  jobHandlerSchema,
  NO_RUN_TIMES,
  pageResultSchema,
  quartzJobEditSchema,
  quartzJobRunSchema,
  quartzJobSaveSchema,
  quartzJobSchema,
  replySchema,
  PERMS,
  listQuerySchema,
} from '@bus/contracts';
import { fieldError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import { defineList, runList } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import { cronProblem, nextRunTimes } from './cron';
import { JOB_HANDLERS } from './job-registry';
import { QUARTZ_CHANGED_CHANNEL } from './quartz-scheduler';
import { claimAndRun, createJob, deleteJobs, editJob, findJob, JOB_RUNNING, JOB_STOPPED, listRuns, setJobStatus, toJobRecord } from './quartz.service';
import { sysQuartzJob } from './quartz.table';

const jobList = defineList({
  name: 'sys_quartz_job',
  dataRulePermission: PERMS.system.quartz.list,
  table: sysQuartzJob,
  fields: {
    jobName: { column: sysQuartzJob.jobName, type: 'string', rule: 'like' },
    jobClassName: { column: sysQuartzJob.jobClassName, type: 'string' },
    status: { column: sysQuartzJob.status, type: 'number' },
    lastRunTime: { column: sysQuartzJob.lastRunTime, type: 'datetime' },
    nextRunTime: { column: sysQuartzJob.nextRunTime, type: 'datetime' },
    createTime: { column: sysQuartzJob.createTime, type: 'datetime' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  tieBreaker: sysQuartzJob.id,
});

const idQuery = z.object({ id: z.string().min(1) });
const jobReply = replySchema(quartzJobSchema);

const quartzRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  const announce = (jobId: string) => fastify.bus.publish(QUARTZ_CHANGED_CHANNEL, { jobId });
  const tags = ['quartz'];

  fastify.get(
    '/sys/quartzJob/list',
    {
      config: { permission: PERMS.system.quartz.list },
      schema: { tags, summary: '定时任务列表', querystring: listQuerySchema, response: { 200: replySchema(pageResultSchema(quartzJobSchema)) } },
    },
    async (request) => {
      const page = await runList(jobList, request.query, request.ctx);
      return ok({ ...page, records: page.records.map((r) => toJobRecord(r as typeof sysQuartzJob.$inferSelect)) });
    },
  );

  fastify.post(
    '/sys/quartzJob/add',
    { config: { permission: PERMS.system.quartz.add }, schema: { tags, summary: '新增定时任务', body: quartzJobSaveSchema, response: { 200: jobReply } } },
    async (request) => {
      const row = await createJob(db, request.body, request.ctx.session.username, fastify.now());
      await announce(row.id);
      return ok(toJobRecord(row), '添加成功');
    },
  );

  fastify.put(
    '/sys/quartzJob/edit',
    {
      config: { permission: PERMS.system.quartz.edit },
      schema: { tags, summary: '编辑定时任务（重新排程）', body: quartzJobEditSchema, response: { 200: jobReply } },
    },
    async (request) => {
      const { id, version, ...input } = request.body;
      const row = await editJob(db, id, version, input, request.ctx.session.username, fastify.now());
      await announce(row.id);
      return ok(toJobRecord(row), '编辑成功');
    },
  );

  fastify.delete(
    '/sys/quartzJob/delete',
    {
      config: { permission: PERMS.system.quartz.delete },
      schema: { tags, summary: '删除定时任务', querystring: idQuery, response: { 200: replySchema(z.null()) } },
    },
    async (request) => {
      await findJob(db, request.query.id);
      await deleteJobs(db, [request.query.id]);
      await announce(request.query.id);
      return ok(null, '删除成功');
    },
  );

  fastify.delete(
    '/sys/quartzJob/deleteBatch',
    {
      config: { permission: PERMS.system.quartz.batch_delete },
      schema: { tags, summary: '批量删除定时任务', querystring: idsQuerySchema, response: { 200: replySchema(z.null()) } },
    },
    async (request) => {
      const { ids } = request.query;
      const n = await deleteJobs(db, ids);
      for (const id of ids) await announce(id);
      return ok(null, `已删除 ${n} 个任务`);
    },
  );

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
      await claimAndRun({ db, now: fastify.now, instanceId }, job, fastify.now());
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
