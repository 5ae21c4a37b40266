/**
 * An approval of a business record (issue 23 item 5): started for a record, its state for the
 * record's list, and the area's handler run once at every end, inside the move's transaction: a
 * handler that throws leaves the instance as it was and nothing of the move written.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authHeaders, createTestDatabase, manualTimers, signIn, testClock, testConfig } from '../../../../test/helper';
import { buildApp, type App } from '../../../app';
import type { DatabaseHandle } from '../../../db/client';
import type { RequestContext } from '../../../lib/request-context';
import { sysUser } from '../../sys/user/user.table';
import { approvalStateOf, registerBusinessType, registerEndHandler, startForRecord, type ApprovalEnd } from '../index';
import { wfAction, wfInstance, wfTask } from './runtime.table';

const KEY = 'record_check';
const TYPE = 'test.record';
const HOUR = 3_600_000;
const xml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" id="Definitions_1">
  <bpmn:process id="${KEY}" name="记录审核" isExecutable="true">
    <bpmn:startEvent id="start" name="提交审核"><bpmn:outgoing>f1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="leader" name="主管审核" flowable:assignee="chenjing"><bpmn:extensionElements><flowable:timeout timeoutHours="4" action="reject" /></bpmn:extensionElements><bpmn:incoming>f1</bpmn:incoming><bpmn:outgoing>f2</bpmn:outgoing></bpmn:userTask>
    <bpmn:endEvent id="end" name="结束"><bpmn:incoming>f2</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="leader" />
    <bpmn:sequenceFlow id="f2" sourceRef="leader" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;

let database: DatabaseHandle;
let clock: ReturnType<typeof testClock>;
let app: App;
let admin: string;
let liuyang: string;
let chenjing: string;
let liuyangId: string;

/** what the handler was called with, and the instance's state it read in its transaction */
let calls: Array<ApprovalEnd & { stateSeen: string }>;
let refuse: string | null;

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  app.inject({ method, url: `/api/workflow${url}`, headers: authHeaders(token), ...(payload ? { payload } : {}) });
const later = () => clock.advance(60_000);
const asLiuyang = (): RequestContext => ({
  db: database.db,
  session: { sessionId: 'test', userId: liuyangId, username: 'liuyang', tenantId: 1, mustChangePassword: false },
  now: clock.now(),
});
let records = 0;
async function started(key = `R${++records}`) {
  later();
  const instanceId = await startForRecord(asLiuyang(), {
    processKey: KEY,
    businessType: TYPE,
    businessKey: key,
    title: `记录审核-${key}`,
    variables: { amount: 3 },
  });
  return { key, instanceId };
}
const taskOf = async (instanceId: string) =>
  (await database.db.select().from(wfTask).where(eq(wfTask.instanceId, instanceId))).find((task) => task.state === 'pending');
const instanceOf = async (instanceId: string) => (await database.db.select().from(wfInstance).where(eq(wfInstance.id, instanceId)))[0];
const approvalOf = async (key: string) => (await approvalStateOf(asLiuyang(), TYPE, [key])).get(key);

beforeAll(async () => {
  database = await createTestDatabase();
  clock = testClock();
  app = await buildApp({
    config: testConfig({ captchaEnabled: false }),
    database,
    closeDatabase: false,
    clock: clock.now,
    workflowTimers: { timers: manualTimers(clock) },
  });
  await app.ready();
  admin = await signIn(app, 'admin');
  liuyang = await signIn(app, 'liuyang');
  chenjing = await signIn(app, 'chenjing');
  const designer = await signIn(app, 'yangfan');
  [{ id: liuyangId }] = await database.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'liuyang'));
  const model = await call('POST', '/model/add', designer, { name: '记录审核', modelKey: KEY, xml });
  expect(model.statusCode).toBe(200);
  expect((await call('POST', '/deployment/deploy', designer, { modelId: model.json().result.id })).statusCode).toBe(200);
  registerBusinessType(TYPE, { label: '测试记录', describe: async (_db, _tenantId, key) => `记录 ${key}` });
  registerEndHandler(TYPE, async (ctx, end) => {
    // the handler's own write and the end it reads are the move's: one transaction
    const [instance] = await ctx.db.select({ state: wfInstance.state }).from(wfInstance).where(eq(wfInstance.id, end.instanceId));
    await ctx.db
      .update(wfInstance)
      .set({ title: `已处理-${end.businessKey}` })
      .where(eq(wfInstance.id, end.instanceId));
    calls.push({ ...end, stateSeen: instance.state });
    if (refuse) throw new Error(refuse);
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(() => {
  calls = [];
  refuse = null;
});

describe('an approval started for a record', () => {
  it('is the record’s approval: 审批中 at its node, a second one refused until it ends; the detail names the record', async () => {
    const { key, instanceId } = await started();
    expect(await approvalOf(key)).toEqual({ instanceId, state: 'running', nodeNames: ['主管审核'] });
    expect(await instanceOf(instanceId)).toMatchObject({ businessType: TYPE, businessKey: key, title: `记录审核-${key}` });
    await expect(started(key)).rejects.toMatchObject({ statusCode: 409, message: `测试记录已有审批中的流程「记录审核-${key}」，不能重复发起` });
    const detail = (await call('GET', `/process/detail?instanceId=${instanceId}`, liuyang)).json().result;
    expect(detail.business).toEqual({ type: TYPE, key, label: '测试记录', name: `记录 ${key}` });
    expect(await approvalStateOf(asLiuyang(), TYPE, ['nothing'])).toEqual(new Map());
  });

  it('approved at the end event: the handler once, with the approver’s comment, seeing the end in its transaction', async () => {
    const { key, instanceId } = await started();
    later();
    const approved = await call('POST', '/task/approve', chenjing, { taskId: (await taskOf(instanceId))!.id, comment: '同意开通' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(calls).toEqual([
      { instanceId, businessKey: key, outcome: 'approved', reason: '同意开通', variables: expect.objectContaining({ amount: 3 }), stateSeen: 'completed' },
    ]);
    expect(await instanceOf(instanceId)).toMatchObject({ state: 'completed', title: `已处理-${key}` });
    expect(await approvalOf(key)).toEqual({ instanceId, state: 'approved', nodeNames: [] });
    // ended: the record may go to approval again, and its newest approval is the one shown
    const again = await started(key);
    expect(await approvalOf(key)).toMatchObject({ instanceId: again.instanceId, state: 'running' });
  });

  it('rejected to its initiator: it ends as rejected (not 待重新提交) with the reason, the handler once', async () => {
    const { key, instanceId } = await started();
    later();
    const rejected = await call('POST', '/task/reject', chenjing, { taskId: (await taskOf(instanceId))!.id, targetNodeId: 'start', comment: '线路重叠' });
    expect(rejected.json()).toMatchObject({ success: true, result: { instanceState: 'rejected' } });
    expect(calls).toEqual([{ instanceId, businessKey: key, outcome: 'rejected', reason: '线路重叠', variables: expect.any(Object), stateSeen: 'rejected' }]);
    expect(await instanceOf(instanceId)).toMatchObject({ state: 'rejected', endReason: '驳回：线路重叠', tokens: [] });
    expect(await taskOf(instanceId)).toBeUndefined();
    expect(await approvalOf(key)).toEqual({ instanceId, state: 'rejected', nodeNames: [] });
  });

  it('withdrawn by its initiator: ended as withdrawn, the handler once', async () => {
    const { key, instanceId } = await started();
    later();
    const withdrawn = await call('POST', '/process/withdraw', liuyang, { instanceId, comment: '信息有误' });
    expect(withdrawn.json()).toMatchObject({ success: true, message: '已撤回，审批已结束', result: { instanceState: 'withdrawn' } });
    expect(calls.map(({ outcome, reason, stateSeen }) => ({ outcome, reason, stateSeen }))).toEqual([
      { outcome: 'withdrawn', reason: '信息有误', stateSeen: 'withdrawn' },
    ]);
    expect(await approvalOf(key)).toMatchObject({ state: 'withdrawn' });
  });

  it('terminated in 流程运维: the handler once, with the reason', async () => {
    const { key, instanceId } = await started();
    later();
    expect((await call('POST', '/ops/terminate', admin, { instanceId, reason: '需求已撤回' })).statusCode).toBe(200);
    expect(calls.map(({ outcome, reason, stateSeen }) => ({ outcome, reason, stateSeen }))).toEqual([
      { outcome: 'terminated', reason: '需求已撤回', stateSeen: 'terminated' },
    ]);
    expect(await approvalOf(key)).toMatchObject({ state: 'terminated' });
  });

  it('sent back by a time-out it waits for its initiator (no end); 撤销 then ends it as cancelled, the handler once', async () => {
    const { key, instanceId } = await started();
    clock.advance(4 * HOUR);
    await app.workflowTimers!.sweep();
    expect(await instanceOf(instanceId)).toMatchObject({ state: 'returned' });
    expect(calls).toEqual([]);
    expect(await approvalOf(key)).toEqual({ instanceId, state: 'running', nodeNames: ['提交审核'] });
    later();
    expect((await call('POST', '/process/cancel', liuyang, { instanceId, comment: '不再需要' })).statusCode).toBe(200);
    expect(calls.map(({ outcome, reason, stateSeen }) => ({ outcome, reason, stateSeen }))).toEqual([
      { outcome: 'cancelled', reason: '不再需要', stateSeen: 'cancelled' },
    ]);
    expect(await approvalOf(key)).toMatchObject({ state: 'cancelled' });
  });

  it('a handler that throws: the move is refused with its message (422), nothing of it written, the task still pending', async () => {
    const { key, instanceId } = await started();
    const before = await instanceOf(instanceId);
    const task = (await taskOf(instanceId))!;
    refuse = '线路已撤销，不能开线';
    later();
    const approved = await call('POST', '/task/approve', chenjing, { taskId: task.id, comment: '同意' });
    expect(approved.statusCode).toBe(422);
    expect(approved.json().message).toBe('线路已撤销，不能开线');
    expect(calls).toHaveLength(1);
    // the handler's own write went with the move
    expect(await instanceOf(instanceId)).toEqual(before);
    expect(await taskOf(instanceId)).toMatchObject({ id: task.id, state: 'pending' });
    expect((await database.db.select().from(wfAction).where(eq(wfAction.instanceId, instanceId))).map((row) => row.action)).toEqual(['start']);
    expect(await approvalOf(key)).toMatchObject({ state: 'running' });
    // the same for 终止
    later();
    expect((await call('POST', '/ops/terminate', admin, { instanceId, reason: '不做了' })).statusCode).toBe(422);
    expect(await instanceOf(instanceId)).toEqual(before);

    refuse = null;
    later();
    expect((await call('POST', '/task/approve', chenjing, { taskId: task.id, comment: '同意' })).statusCode).toBe(200);
    expect(await instanceOf(instanceId)).toMatchObject({ state: 'completed', title: `已处理-${key}` });
  });
});
