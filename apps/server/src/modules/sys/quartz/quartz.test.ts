import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { formatDateTime } from '../../../lib/date-time';
import { authHeaders, createTestDatabase, manualTimers, signIn, testClock, testConfig, apiTest } from '../../../../test/helper';
import { sysLog } from '../log/log.table';
import { sysQuartzJob, sysQuartzJobRun } from './quartz.table';

const { call, tokens, app, ctx } = apiTest(['admin'], { each: true });

const job = (overrides: Record<string, unknown> = {}) => ({
  jobName: '示例任务',
  jobClassName: 'sampleHello',
  cronExpression: '0 0/5 * * * ?',
  parameter: '你好',
  description: '每五分钟',
  status: 0,
  ...overrides,
});

async function addJob(overrides: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/sys/quartzJob/add', tokens.admin, job(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

describe('scheduled jobs', () => {
  it('adds a job with its next run time and lists it with the handler name and status text', async () => {
    const created = await addJob();
    expect(created.nextRunTime).toBe(formatDateTime(new Date(ctx().clock.now().getTime() + 5 * 60_000)));
    const list = await call('GET', '/api/sys/quartzJob/list?jobName=示例', tokens.admin);
    const record = list.json().result.records[0];
    expect(record).toMatchObject({ jobName: '示例任务', jobClassName_dictText: '示例任务（写一条系统日志）', status_dictText: '运行中' });
  });

  it('refuses an unknown handler and a bad cron naming the field', async () => {
    const unknown = await call('POST', '/api/sys/quartzJob/add', tokens.admin, job({ jobClassName: 'java.lang.Runtime' }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().result.errors[0].field).toBe('jobClassName');
    const badCron = await call('POST', '/api/sys/quartzJob/add', tokens.admin, job({ cronExpression: '0 61 * * * ?' }));
    expect(badCron.statusCode).toBe(422);
    expect(badCron.json().result.errors[0]).toMatchObject({ field: 'cronExpression' });
    expect(badCron.json().message).toMatch(/Cron 表达式/);
    const fiveFields = await call('POST', '/api/sys/quartzJob/add', tokens.admin, job({ cronExpression: '*/5 * * * *' }));
    expect(fiveFields.json().message).toMatch(/6 或 7 个字段/);
    const badParameter = await call('POST', '/api/sys/quartzJob/add', tokens.admin, job({ jobClassName: 'logRetention', parameter: 'abc' }));
    expect(badParameter.json().result.errors[0].field).toBe('parameter');
  });

  it('previews Quartz expressions with L, W and #, and says when there is no run time', async () => {
    const preview = await call('GET', `/api/sys/quartzJob/cronPreview?cron=${encodeURIComponent('0 0 12 ? * 5#3')}`, tokens.admin);
    expect(preview.json().result).toHaveLength(10);
    expect(preview.json().result[0]).toBe('2026-03-19 12:00:00');
    const never = await call('GET', `/api/sys/quartzJob/cronPreview?cron=${encodeURIComponent('0 0 12 * * ? 2020')}`, tokens.admin);
    expect(never.json()).toMatchObject({ message: '没有执行时间', result: [] });
    const bad = await call('GET', `/api/sys/quartzJob/cronPreview?cron=${encodeURIComponent('0 0 25 * * ?')}`, tokens.admin);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().result.errors[0]).toMatchObject({ field: 'cron' });
    expect(bad.json().message).toMatch(/^Cron 表达式不正确/);
    const handlers = await call('GET', '/api/sys/quartzJob/handlers', tokens.admin);
    expect(handlers.json().result.map((h: { key: string }) => h.key)).toEqual([
      'sessionCleanup',
      'logRetention',
      'sampleHello',
      'ispsAutoReconcile',
      'ispsCardCheck',
    ]);
  });

  it('pauses, resumes, runs once and keeps the run; a stale edit is a 409', async () => {
    const created = await addJob();
    const paused = await call('GET', `/api/sys/quartzJob/pause?id=${created.id}`, tokens.admin);
    expect(paused.json().result).toMatchObject({ status: -1, nextRunTime: null });
    const resumed = await call('GET', `/api/sys/quartzJob/resume?id=${created.id}`, tokens.admin);
    expect(resumed.json().result.status).toBe(0);
    const run = await call('GET', `/api/sys/quartzJob/execute?id=${created.id}`, tokens.admin);
    expect(run.json().result.lastRunResult).toBe('成功：示例定时任务：你好');
    expect(run.json().result.lastRunTime).toBe(formatDateTime(ctx().clock.now()));
    const logs = await ctx().database.db.select().from(sysLog).where(like(sysLog.content, '示例定时任务%'));
    expect(logs).toHaveLength(1);
    const runs = await call('GET', `/api/sys/quartzJob/runs?jobId=${created.id}`, tokens.admin);
    expect(runs.json().result[0]).toMatchObject({ success: true });

    const stale = await call('PUT', '/api/sys/quartzJob/edit', tokens.admin, { ...job({ jobName: '改名' }), id: created.id, version: created.version });
    expect(stale.statusCode).toBe(409);
    const fresh = await call('PUT', '/api/sys/quartzJob/edit', tokens.admin, {
      ...job({ jobName: '改名', cronExpression: '0 0 12 L * ?' }),
      id: created.id,
      version: resumed.json().result.version,
    });
    expect(fresh.json().result).toMatchObject({ jobName: '改名', nextRunTime: '2026-03-31 12:00:00' });
    const del = await call('DELETE', `/api/sys/quartzJob/delete?id=${created.id}`, tokens.admin);
    expect(del.json()).toMatchObject({ success: true, message: '删除成功' });
    expect(await ctx().database.db.select().from(sysQuartzJobRun).where(eq(sysQuartzJobRun.jobId, created.id))).toHaveLength(0);
  });

  it('the log retention job deletes only logs older than the given days', async () => {
    const db = ctx().database.db;
    await db.insert(sysLog).values([
      { logType: 2, content: 'old', createTime: new Date('2025-01-01T00:00:00Z') },
      { logType: 2, content: 'recent', createTime: new Date('2026-03-01T00:00:00Z') },
    ]);
    const created = await addJob({ jobClassName: 'logRetention', parameter: '30' });
    await call('GET', `/api/sys/quartzJob/execute?id=${created.id}`, tokens.admin);
    const contents = (await db.select({ c: sysLog.content }).from(sysLog)).map((r) => r.c);
    expect(contents).not.toContain('old');
    expect(contents).toContain('recent');
  });

  it('refuses a user without the permission', async () => {
    const lina = await signIn(app(), 'lina');
    for (const url of ['/api/sys/quartzJob/list', '/api/sys/quartzJob/handlers', '/api/sys/quartzJob/execute?id=x']) {
      const res = await app().inject({ method: 'GET', url, headers: authHeaders(lina) });
      expect(res.statusCode, url).toBe(403);
    }
    const add = await call('POST', '/api/sys/quartzJob/add', lina, job());
    expect(add.statusCode).toBe(403);
  });
});

describe('several instances', () => {
  it('runs a job once per schedule although both instances fire, and not after it is paused', async () => {
    const database = await createTestDatabase();
    const clock = testClock();
    const timers = manualTimers(clock);
    const [a, b] = await Promise.all(
      [0, 1].map(() => buildApp({ config: testConfig(), database, closeDatabase: false, clock: clock.now, scheduler: { timers } })),
    );
    try {
      await Promise.all([a.ready(), b.ready()]);
      const [row] = await database.db
        .insert(sysQuartzJob)
        .values({ jobName: '每秒', jobClassName: 'sampleHello', cronExpression: '* * * * * ?', parameter: 'tick', status: 0 })
        .returning();
      await Promise.all([a.quartzScheduler!.reschedule(row.id), b.quartzScheduler!.reschedule(row.id)]);
      // three fire times (every second), each reached by both instances at the same instant
      await timers.advance(3000);
      await database.db.update(sysQuartzJob).set({ status: -1 }).where(eq(sysQuartzJob.id, row.id));
      await Promise.all([a.quartzScheduler!.reschedule(row.id), b.quartzScheduler!.reschedule(row.id)]);
      expect(timers.size).toBe(0);
      await timers.advance(5000);

      const runs = await database.db.select().from(sysQuartzJobRun).where(eq(sysQuartzJobRun.jobId, row.id));
      const logs = await database.db.select().from(sysLog).where(eq(sysLog.content, '示例定时任务：tick'));
      const statsA = a.quartzScheduler!.stats;
      const statsB = b.quartzScheduler!.stats;
      expect(runs).toHaveLength(3);
      // both instances reached every fire time, one of them won each
      expect(statsA.fired).toBe(3);
      expect(statsB.fired).toBe(3);
      expect(statsA.won + statsB.won).toBe(3);
      expect(logs).toHaveLength(3);
      const start = testClock().now().getTime();
      expect(runs.map((r) => r.scheduledTime.getTime() - start).sort((x, y) => x - y)).toEqual([1000, 2000, 3000]);
    } finally {
      await a.close();
      await b.close();
      await database.close();
    }
  });
});
