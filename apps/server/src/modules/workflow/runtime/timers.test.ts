import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestDatabase, manualTimers, signIn, testClock, testConfig } from '../../../../test/helper';
import { buildApp, type App } from '../../../app';
import type { DatabaseHandle } from '../../../db/client';
import { sysUser } from '../../sys/user/user.table';
import type { ProcessGraph } from './engine/process-graph';
import { readProcessGraph } from './engine/process-graph';
import { wfAction, wfInstance, wfTask, wfTimer } from './runtime.table';
import { formatDateTime } from '../../../lib/date-time';
import { addDuration, sweepDueTimers, timersOfTask, unrunnableTimers } from './timers';

const HOUR = 3_600_000;

describe('timer rows and durations', () => {
  it('reads ISO 8601 durations as calendar steps, and refuses what is not one', () => {
    const from = new Date('2026-03-02T01:00:00Z');
    expect(addDuration(from, 'PT24H')).toEqual(new Date('2026-03-03T01:00:00Z'));
    expect(addDuration(from, 'P1D')).toEqual(new Date('2026-03-03T01:00:00Z'));
    expect(addDuration(from, 'P1DT12H30M')).toEqual(new Date('2026-03-03T13:30:00Z'));
    expect(addDuration(from, 'P1W')).toEqual(new Date('2026-03-09T01:00:00Z'));
    expect(addDuration(from, 'P1M')).toEqual(new Date('2026-04-02T01:00:00Z'));
    expect(addDuration(from, 'PT0.5H')).toEqual(new Date('2026-03-02T01:30:00Z'));
    for (const bad of ['24h', 'P', 'PT', 'PT0S', 'R3/PT1H', '${later}']) expect(addDuration(from, bad), bad).toBeUndefined();
  });

  const graph = async (timeout: string, boundary = '') =>
    readProcessGraph(`<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:flowable="http://flowable.org/bpmn" id="d">
  <bpmn:process id="p" isExecutable="true">
    <bpmn:startEvent id="s"><bpmn:outgoing>f1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="t" name="审批" flowable:assignee="a"><bpmn:extensionElements>${timeout}</bpmn:extensionElements><bpmn:incoming>f1</bpmn:incoming><bpmn:outgoing>f2</bpmn:outgoing></bpmn:userTask>
    <bpmn:endEvent id="e"><bpmn:incoming>f2</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="f1" sourceRef="s" targetRef="t" /><bpmn:sequenceFlow id="f2" sourceRef="t" targetRef="e" />
    ${boundary}
  </bpmn:process>
</bpmn:definitions>`);
  const at = new Date('2026-03-02T01:00:00Z');
  const rows = (g: ProcessGraph) =>
    timersOfTask(g, { id: 'task1', nodeId: 't' }, { id: 'i1', tenantId: 0 }, at, true).map((row) => ({
      kind: row.kind,
      target: row.target,
      hours: (row.dueTime.getTime() - at.getTime()) / HOUR,
    }));
  const timer = (spec: string, cancel = 'true') =>
    `<bpmn:boundaryEvent id="late" name="逾期" attachedToRef="t" cancelActivity="${cancel}"><bpmn:timerEventDefinition>${spec}</bpmn:timerEventDefinition></bpmn:boundaryEvent>`;

  it('gives a task a reminder, a timeout action and its boundary timers, each due from the time it opened', async () => {
    expect(rows(await graph('<flowable:timeout remindHours="1" timeoutHours="2" action="approve" />'))).toEqual([
      { kind: 'remind', target: null, hours: 1 },
      { kind: 'approve', target: null, hours: 2 },
    ]);
    expect(rows(await graph('<flowable:timeout timeoutHours="8" action="escalate" escalateTo="u9" />'))).toEqual([
      { kind: 'escalate', target: 'u9', hours: 8 },
    ]);
    expect(rows(await graph('<flowable:timeout remindHours="4" />', timer('<bpmn:timeDuration>P1D</bpmn:timeDuration>')))).toEqual([
      { kind: 'remind', target: null, hours: 4 },
      { kind: 'boundary', target: 'late', hours: 24 },
    ]);
    // an escalation without its user does nothing rather than fail later
    expect(rows(await graph('<flowable:timeout timeoutHours="8" action="escalate" />'))).toEqual([]);
    expect(rows(await graph(''))).toEqual([]);
  });

  it('names the timer boundary events a deployment could not run', async () => {
    expect(unrunnableTimers(await graph('', timer('<bpmn:timeDuration>PT24H</bpmn:timeDuration>')))).toEqual([]);
    expect(unrunnableTimers(await graph('', timer('<bpmn:timeDate>2026-12-01T09:00:00+08:00</bpmn:timeDate>')))).toEqual([]);
    expect(unrunnableTimers(await graph('', timer('<bpmn:timeCycle>R3/PT1H</bpmn:timeCycle>')))).toEqual([
      '定时边界事件「逾期」的循环定时 R3/PT1H 不能运行，请改为时长（如 PT24H、P1D）',
    ]);
    expect(unrunnableTimers(await graph('', timer('<bpmn:timeDuration>一天</bpmn:timeDuration>')))).toEqual([
      '定时边界事件「逾期」的定时 一天 无法识别，请填写时长（如 PT24H、P1D）或日期',
    ]);
    expect(unrunnableTimers(await graph('', timer('')))).toEqual(['定时边界事件「逾期」没有设置定时']);
  });
});

let database: DatabaseHandle;
let clock: ReturnType<typeof testClock>;
let timers: ReturnType<typeof manualTimers>;
let app: App;
let designer: string;
let liuyang: string;
let chenjing: string;
let lina: string;

/**
 * start -> 直属领导审批 (the form's `leader`, with the given 超时设置 / boundary events) -> 人事审批 (lina) -> end;
 * a boundary event `late` leads to 主管审批 (liuyang).
 */
const timedXml = (key: string, timeout: string, boundary = '') => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:flowable="http://flowable.org/bpmn" id="Definitions_1">
  <bpmn:process id="${key}" name="请假" isExecutable="true">
    <bpmn:startEvent id="start"><bpmn:outgoing>f1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="leader" name="直属领导审批" flowable:assignee="\${leader}"><bpmn:extensionElements>${timeout}</bpmn:extensionElements><bpmn:incoming>f1</bpmn:incoming><bpmn:outgoing>f2</bpmn:outgoing></bpmn:userTask>
    <bpmn:userTask id="hr" name="人事审批" flowable:assignee="lina"><bpmn:incoming>f2</bpmn:incoming><bpmn:outgoing>f3</bpmn:outgoing></bpmn:userTask>
    <bpmn:endEvent id="end"><bpmn:incoming>f3</bpmn:incoming>${boundary ? '<bpmn:incoming>f5</bpmn:incoming>' : ''}</bpmn:endEvent>
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="leader" />
    <bpmn:sequenceFlow id="f2" sourceRef="leader" targetRef="hr" />
    <bpmn:sequenceFlow id="f3" sourceRef="hr" targetRef="end" />
    ${
      boundary
        ? `${boundary}<bpmn:userTask id="boss" name="主管审批" flowable:assignee="liuyang"><bpmn:incoming>f4</bpmn:incoming><bpmn:outgoing>f5</bpmn:outgoing></bpmn:userTask>
    <bpmn:sequenceFlow id="f4" sourceRef="late" targetRef="boss" /><bpmn:sequenceFlow id="f5" sourceRef="boss" targetRef="end" />`
        : ''
    }
  </bpmn:process>
</bpmn:definitions>`;
const boundaryEvent = (duration: string, cancelActivity: boolean) =>
  `<bpmn:boundaryEvent id="late" name="逾期" attachedToRef="leader" cancelActivity="${cancelActivity}"><bpmn:outgoing>f4</bpmn:outgoing><bpmn:timerEventDefinition><bpmn:timeDuration xsi:type="bpmn:tFormalExpression">${duration}</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:boundaryEvent>`;

const appWith = (scheduler: boolean) =>
  buildApp({
    config: testConfig({ captchaEnabled: false }),
    database,
    closeDatabase: false,
    clock: clock.now,
    workflowTimers: scheduler ? { timers } : false,
  });

beforeAll(async () => {
  database = await createTestDatabase();
  clock = testClock();
  timers = manualTimers(clock);
  app = await appWith(true);
  await app.ready();
  designer = await signIn(app, 'yangfan');
  liuyang = await signIn(app, 'liuyang');
  chenjing = await signIn(app, 'chenjing');
  lina = await signIn(app, 'lina');
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, token: string, payload?: object, on: App = app) =>
  on.inject({ method, url: `/api${url}`, headers: authHeaders(token), ...(payload ? { payload } : {}) });

async function deployed(key: string, xml: string) {
  const added = await call('POST', '/workflow/model/add', designer, { name: '请假', modelKey: key, xml });
  expect(added.statusCode).toBe(200);
  const deploy = await call('POST', '/workflow/deployment/deploy', designer, { modelId: added.json().result.id });
  expect(deploy.statusCode, deploy.body).toBe(200);
}
async function startLeave(key: string, on: App = app) {
  const started = await call('POST', '/workflow/process/start', liuyang, { processKey: key, variables: { leader: 'chenjing' } }, on);
  expect(started.statusCode, started.body).toBe(200);
  return started.json().result.id as string;
}
const todo = async (token: string, instanceId: string) =>
  ((await call('GET', '/workflow/task/todo?pageSize=100', token)).json().result.records as Array<{ id: string; nodeName: string; instanceId: string }>)
    .filter((task) => task.instanceId === instanceId)
    .map((task) => task.nodeName);
const bell = async (token: string) =>
  ((await call('GET', '/sys/annountCement/listByUser', token)).json().result.sysMsgList as Array<{ titile: string; msgContent: string }>).map(
    (message) => message.titile,
  );
const timersOf = async (instanceId: string) =>
  (await database.db.select().from(wfTimer).where(eq(wfTimer.instanceId, instanceId)).orderBy(wfTimer.dueTime)).map((row) => ({
    kind: row.kind,
    state: row.state,
  }));
const actionsOf = async (instanceId: string) =>
  (await database.db.select().from(wfAction).where(eq(wfAction.instanceId, instanceId)).orderBy(wfAction.createTime)).map((row) => ({
    actor: row.actor,
    action: row.action,
    comment: row.comment,
  }));
const sweep = () => app.workflowTimers!.sweep();

describe('task timeouts through the scheduler', () => {
  it('reminds the approver after 1 h, approves as the system after 2 h, and the process moves on', async () => {
    await deployed('leave_auto_approve', timedXml('leave_auto_approve', '<flowable:timeout remindHours="1" timeoutHours="2" action="approve" />'));
    const startedAt = clock.now().getTime();
    const instanceId = await startLeave('leave_auto_approve');
    const [task] = await database.db.select().from(wfTask).where(eq(wfTask.instanceId, instanceId));
    expect(task.dueTime?.getTime()).toBe(startedAt + 2 * HOUR);
    // the approver's to-do names the deadline
    const listed = (await call('GET', '/workflow/task/todo?pageSize=100', chenjing))
      .json()
      .result.records.find((record: { id: string }) => record.id === task.id);
    expect(listed.dueTime).toBe(formatDateTime(new Date(startedAt + 2 * HOUR)));
    const rows = await database.db.select().from(wfTimer).where(eq(wfTimer.instanceId, instanceId)).orderBy(wfTimer.dueTime);
    expect(rows.map((row) => [row.kind, row.state, row.dueTime.getTime() - startedAt, row.taskId])).toEqual([
      ['remind', 'pending', HOUR, task.id],
      ['approve', 'pending', 2 * HOUR, task.id],
    ]);

    // the scheduler's interval sweeps: nothing before the hour, the reminder at it
    await timers.advance(HOUR - 60_000);
    expect(await bell(chenjing)).not.toContain('催办：直属领导审批');
    await timers.advance(60_000);
    expect(await bell(chenjing)).toContain('催办：直属领导审批');
    expect(await todo(chenjing, instanceId)).toEqual(['直属领导审批']);
    expect(await timersOf(instanceId)).toEqual([
      { kind: 'remind', state: 'fired' },
      { kind: 'approve', state: 'pending' },
    ]);

    await timers.advance(HOUR);
    expect(await todo(chenjing, instanceId)).toEqual([]);
    expect(await todo(lina, instanceId)).toEqual(['人事审批']);
    expect((await actionsOf(instanceId)).at(-1)).toEqual({ actor: 'system', action: 'timeout', comment: '超时自动通过' });
    const [closed] = await database.db.select().from(wfTask).where(eq(wfTask.id, task.id));
    expect(closed).toMatchObject({ state: 'done', outcome: 'approve' });
    expect(await timersOf(instanceId)).toEqual([
      { kind: 'remind', state: 'fired' },
      { kind: 'approve', state: 'fired' },
    ]);
  });

  it('rejects to the initiator after the timeout', async () => {
    await deployed('leave_auto_reject', timedXml('leave_auto_reject', '<flowable:timeout timeoutHours="4" action="reject" />'));
    const instanceId = await startLeave('leave_auto_reject');
    clock.advance(4 * HOUR);
    await sweep();
    expect(await todo(chenjing, instanceId)).toEqual([]);
    expect(await todo(liuyang, instanceId)).toEqual(['提交申请']);
    expect((await actionsOf(instanceId)).at(-1)).toEqual({ actor: 'system', action: 'timeout', comment: '超时自动驳回' });
    const tasks = await database.db
      .select()
      .from(wfTask)
      .where(and(eq(wfTask.instanceId, instanceId), eq(wfTask.nodeId, 'leader')));
    expect(tasks.map((row) => [row.state, row.outcome])).toEqual([['done', 'reject']]);
  });

  it('hands the task over to the configured user (by id from the user picker) with a notice', async () => {
    const [linaUser] = await database.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'lina'));
    await deployed('leave_escalate', timedXml('leave_escalate', `<flowable:timeout timeoutHours="3" action="escalate" escalateTo="${linaUser.id}" />`));
    const instanceId = await startLeave('leave_escalate');
    clock.advance(3 * HOUR);
    await sweep();
    expect(await todo(chenjing, instanceId)).toEqual([]);
    expect(await todo(lina, instanceId)).toEqual(['直属领导审批']);
    expect(await bell(lina)).toContain('转交：直属领导审批');
    expect((await actionsOf(instanceId)).at(-1)).toEqual({ actor: 'system', action: 'escalate', comment: '超时转交给李娜' });
  });

  it('holds a reminder that fell due while the application was suspended until it is resumed', async () => {
    const admin = await signIn(app, 'admin');
    await deployed('leave_suspended', timedXml('leave_suspended', '<flowable:timeout remindHours="1" />'));
    const instanceId = await startLeave('leave_suspended');
    expect((await call('POST', '/workflow/ops/suspend', admin, { instanceId })).statusCode).toBe(200);
    clock.advance(HOUR);
    await sweep();
    expect(await timersOf(instanceId)).toEqual([{ kind: 'remind', state: 'cancelled' }]);
    const before = (await bell(chenjing)).filter((title) => title === '催办：直属领导审批').length;
    expect((await call('POST', '/workflow/ops/resume', admin, { instanceId })).statusCode).toBe(200);
    await sweep();
    expect(await timersOf(instanceId)).toEqual([{ kind: 'remind', state: 'fired' }]);
    expect((await bell(chenjing)).filter((title) => title === '催办：直属领导审批').length).toBe(before + 1);
  });

  it('cancels the timers of a task handled in time: nothing fires later', async () => {
    await deployed('leave_in_time', timedXml('leave_in_time', '<flowable:timeout remindHours="1" timeoutHours="2" action="reject" />'));
    const instanceId = await startLeave('leave_in_time');
    const [task] = await database.db.select().from(wfTask).where(eq(wfTask.instanceId, instanceId));
    expect((await call('POST', '/workflow/task/approve', chenjing, { taskId: task.id, comment: '同意' })).statusCode).toBe(200);
    expect(await timersOf(instanceId)).toEqual([
      { kind: 'remind', state: 'cancelled' },
      { kind: 'reject', state: 'cancelled' },
    ]);
    clock.advance(3 * HOUR);
    await sweep();
    expect(await todo(lina, instanceId)).toEqual(['人事审批']);
    expect((await actionsOf(instanceId)).map((row) => row.action)).toEqual(['start', 'approve']);
  });

  it('marks a timer failed with its error and goes on with the others', async () => {
    await deployed('leave_bad_user', timedXml('leave_bad_user', '<flowable:timeout timeoutHours="1" action="escalate" escalateTo="nobody" />'));
    await deployed('leave_good', timedXml('leave_good', '<flowable:timeout timeoutHours="1" action="approve" />'));
    const bad = await startLeave('leave_bad_user');
    const good = await startLeave('leave_good');
    clock.advance(HOUR);
    const result = await sweep();
    expect(result).toMatchObject({ failed: 1, fired: 1 });
    const [failed] = await database.db.select().from(wfTimer).where(eq(wfTimer.instanceId, bad));
    expect(failed).toMatchObject({ state: 'failed', error: '超时转交的用户 nobody 不存在或已停用' });
    expect(await todo(chenjing, bad)).toEqual(['直属领导审批']);
    expect(await todo(lina, good)).toEqual(['人事审批']);
  });

  it('fires each timer once when two sweeps run at once', async () => {
    await deployed('leave_twice', timedXml('leave_twice', '<flowable:timeout remindHours="1" timeoutHours="2" action="approve" />'));
    const instances = [await startLeave('leave_twice'), await startLeave('leave_twice'), await startLeave('leave_twice')];
    const remindedBefore = (await bell(chenjing)).filter((title) => title === '催办：直属领导审批').length;
    clock.advance(2 * HOUR);
    const [a, b] = await Promise.all([sweepDueTimers(database.db, clock.now()), sweepDueTimers(database.db, clock.now())]);
    expect(a.fired + b.fired).toBe(6);
    expect(a.failed + b.failed).toBe(0);
    for (const instanceId of instances) {
      expect((await actionsOf(instanceId)).filter((row) => row.action === 'timeout')).toHaveLength(1);
      expect(await todo(lina, instanceId)).toEqual(['人事审批']);
    }
    // one reminder each, never two
    const reminders = (await bell(chenjing)).filter((title) => title === '催办：直属领导审批');
    expect(reminders).toHaveLength(remindedBefore + 3);
  });

  it('lets a sweep wait behind a move of the task instead of deadlocking with it, and fires nothing the move cancelled', async () => {
    await deployed('leave_moving', timedXml('leave_moving', '<flowable:timeout remindHours="1" timeoutHours="2" action="approve" />'));
    const instanceId = await startLeave('leave_moving');
    const [task] = await database.db.select().from(wfTask).where(eq(wfTask.instanceId, instanceId));
    clock.advance(2 * HOUR);
    let taskLocked!: () => void;
    const locked = new Promise<void>((resolve) => (taskLocked = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // a move of the task, as an approval takes its locks: the task first, then it closes the task's timers
    const move = database.db.transaction(async (tx) => {
      await tx.select({ id: wfTask.id }).from(wfTask).where(eq(wfTask.id, task.id)).for('update');
      taskLocked();
      await released;
      await tx.update(wfTask).set({ state: 'done' }).where(eq(wfTask.id, task.id));
      await tx
        .update(wfTimer)
        .set({ state: 'cancelled' })
        .where(and(eq(wfTimer.taskId, task.id), eq(wfTimer.state, 'pending')));
    });
    await locked;
    const sweeping = sweepDueTimers(database.db, clock.now());
    if (database.kind === 'postgres') {
      // the sweep has reached the task's lock (the embedded database runs one transaction at a time)
      for (let waited = 0; ; waited += 1) {
        const { rows } = await database.raw<{ waiting: number }>(
          `select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (rows[0].waiting > 0) break;
        expect(waited, 'the sweep never waited for the task').toBeLessThan(500);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
    release();
    await expect(move).resolves.toBeUndefined();
    expect(await sweeping).toMatchObject({ fired: 0, failed: 0 });
    expect(await timersOf(instanceId)).toEqual([
      { kind: 'remind', state: 'cancelled' },
      { kind: 'approve', state: 'cancelled' },
    ]);
  });

  it('fires, when a server starts, the timers that fell due while none was running', async () => {
    await deployed('leave_restart', timedXml('leave_restart', '<flowable:timeout timeoutHours="2" action="approve" />'));
    const quiet = await appWith(false);
    await quiet.ready();
    const instanceId = await startLeave('leave_restart', quiet);
    await quiet.close();
    // the servers are down for a day
    clock.advance(24 * HOUR);
    expect(await timersOf(instanceId)).toEqual([{ kind: 'approve', state: 'pending' }]);
    const restarted = await appWith(true);
    try {
      await restarted.ready();
      expect(await timersOf(instanceId)).toEqual([{ kind: 'approve', state: 'fired' }]);
      expect(await todo(lina, instanceId)).toEqual(['人事审批']);
    } finally {
      await restarted.close();
    }
  });

  it('sweeps many due timers, a limited batch at a time', async () => {
    await deployed('leave_many', timedXml('leave_many', '<flowable:timeout timeoutHours="1" action="approve" />'));
    const instances: string[] = [];
    for (let i = 0; i < 25; i += 1) instances.push(await startLeave('leave_many'));
    clock.advance(HOUR);
    const first = await sweepDueTimers(database.db, clock.now(), { limit: 10 });
    expect(first).toMatchObject({ fired: 10, more: true });
    const rest = await sweepDueTimers(database.db, clock.now(), { limit: 100 });
    expect(rest).toMatchObject({ fired: 15, failed: 0, more: false });
    const pendingHr = await database.db
      .select({ id: wfTask.id })
      .from(wfTask)
      .innerJoin(wfInstance, eq(wfInstance.id, wfTask.instanceId))
      .where(and(eq(wfInstance.processKey, 'leave_many'), eq(wfTask.nodeId, 'hr'), eq(wfTask.state, 'pending')));
    expect(pendingHr).toHaveLength(25);
    expect(instances).toHaveLength(25);
  });
});

describe('timer boundary events', () => {
  it('an interrupting timer closes the task and the process follows the boundary event', async () => {
    await deployed('leave_boundary', timedXml('leave_boundary', '', boundaryEvent('PT24H', true)));
    const instanceId = await startLeave('leave_boundary');
    const [task] = await database.db.select().from(wfTask).where(eq(wfTask.instanceId, instanceId));
    expect(task.dueTime?.getTime()).toBe(clock.now().getTime() + 24 * HOUR);
    clock.advance(23 * HOUR);
    await sweep();
    expect(await todo(chenjing, instanceId)).toEqual(['直属领导审批']);
    clock.advance(HOUR);
    await sweep();
    expect(await todo(chenjing, instanceId)).toEqual([]);
    expect(await todo(liuyang, instanceId)).toEqual(['主管审批']);
    const [closed] = await database.db.select().from(wfTask).where(eq(wfTask.id, task.id));
    expect(closed.state).toBe('cancelled');
    expect((await actionsOf(instanceId)).at(-1)).toEqual({ actor: 'system', action: 'timer', comment: '定时「逾期」到期' });
  });

  it('a non-interrupting timer reminds the approver, keeps the task open and also follows its flow', async () => {
    await deployed('leave_nudge', timedXml('leave_nudge', '', boundaryEvent('P1D', false)));
    const instanceId = await startLeave('leave_nudge');
    clock.advance(24 * HOUR);
    await sweep();
    expect(await todo(chenjing, instanceId)).toEqual(['直属领导审批']);
    expect(await todo(liuyang, instanceId)).toEqual(['主管审批']);
    expect(await bell(chenjing)).toContain('提醒：直属领导审批');
    // fired once: the next sweep finds nothing of it
    clock.advance(24 * HOUR);
    await sweep();
    expect((await actionsOf(instanceId)).filter((row) => row.action === 'timer')).toHaveLength(1);
  });

  it('refuses to deploy a timer it cannot run, naming the event', async () => {
    const added = await call('POST', '/workflow/model/add', designer, {
      name: '请假',
      modelKey: 'leave_cycle',
      xml: timedXml('leave_cycle', '', boundaryEvent('PT24H', false)).replace(
        '<bpmn:timeDuration xsi:type="bpmn:tFormalExpression">PT24H</bpmn:timeDuration>',
        '<bpmn:timeCycle xsi:type="bpmn:tFormalExpression">R3/PT1H</bpmn:timeCycle>',
      ),
    });
    const refused = await call('POST', '/workflow/deployment/deploy', designer, { modelId: added.json().result.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('定时边界事件「逾期」的循环定时 R3/PT1H 不能运行，请改为时长（如 PT24H、P1D）');
  });
});
