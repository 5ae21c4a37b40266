import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAnnouncement, sysUser, sysUserRole } from '../../../db/schema';
import { BUS_CHANNELS } from '../../../plugins/event-bus';
import { authHeaders, buildTestApp, signIn, type TestContext } from '../../../../test/helper';
import { wfAction, wfCc, wfTask } from './runtime.table';

let ctx: TestContext;
let designer: string; // yangfan: 流程设计人员
let liuyang: string; // 运营人员
let chenjing: string; // 运营人员
let xujun: string; // 运营人员
let lina: string; // 客服人员: to-dos and 已办, no 抄送我的
let nobody: string; // zhouqiang with every role taken away
let linaId: string;

/**
 * start -> 直属领导审批 (${leader}; copies to 李娜 by id) -> 经理审批 (${manager}) -> end; with
 * `parallel` the leader's approval splits into 财务审核 (${finance}) and 安全审核 (${safety}).
 */
const actionsXml = (key: string, copyUser: string, parallel = false) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" id="Definitions_1">
  <bpmn:process id="${key}" name="用车申请" isExecutable="true">
    <bpmn:startEvent id="start"><bpmn:outgoing>f1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="leader" name="直属领导审批" flowable:assignee="\${leader}">
      <bpmn:extensionElements><flowable:copyUser value="${copyUser}" text="李娜" /></bpmn:extensionElements>
      <bpmn:incoming>f1</bpmn:incoming><bpmn:outgoing>f2</bpmn:outgoing>
    </bpmn:userTask>
    ${
      parallel
        ? `<bpmn:parallelGateway id="split"><bpmn:incoming>f2</bpmn:incoming><bpmn:outgoing>p1</bpmn:outgoing><bpmn:outgoing>p2</bpmn:outgoing></bpmn:parallelGateway>
    <bpmn:userTask id="finance" name="财务审核" flowable:assignee="\${finance}"><bpmn:incoming>p1</bpmn:incoming><bpmn:outgoing>p3</bpmn:outgoing></bpmn:userTask>
    <bpmn:userTask id="safety" name="安全审核" flowable:assignee="\${safety}"><bpmn:incoming>p2</bpmn:incoming><bpmn:outgoing>p4</bpmn:outgoing></bpmn:userTask>
    <bpmn:parallelGateway id="join"><bpmn:incoming>p3</bpmn:incoming><bpmn:incoming>p4</bpmn:incoming><bpmn:outgoing>f3</bpmn:outgoing></bpmn:parallelGateway>
    <bpmn:sequenceFlow id="f2" sourceRef="leader" targetRef="split" />
    <bpmn:sequenceFlow id="p1" sourceRef="split" targetRef="finance" />
    <bpmn:sequenceFlow id="p2" sourceRef="split" targetRef="safety" />
    <bpmn:sequenceFlow id="p3" sourceRef="finance" targetRef="join" />
    <bpmn:sequenceFlow id="p4" sourceRef="safety" targetRef="join" />
    <bpmn:sequenceFlow id="f3" sourceRef="join" targetRef="manager" />`
        : `<bpmn:sequenceFlow id="f2" sourceRef="leader" targetRef="manager" />`
    }
    <bpmn:userTask id="manager" name="经理审批" flowable:assignee="\${manager}"><bpmn:incoming>${parallel ? 'f3' : 'f2'}</bpmn:incoming><bpmn:outgoing>f4</bpmn:outgoing></bpmn:userTask>
    <bpmn:endEvent id="end"><bpmn:incoming>f4</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="leader" />
    <bpmn:sequenceFlow id="f4" sourceRef="manager" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/workflow${url}`, headers: authHeaders(token), ...(payload ? { payload } : {}) });

type TodoRow = { id: string; nodeName: string; instanceId: string; assignee: string | null; owner?: string | null; signType?: string | null };
const todo = async (token: string) => (await call('GET', '/task/todo?pageSize=100', token)).json().result.records as TodoRow[];
const taskIn = async (token: string, instanceId: string) => (await todo(token)).find((task) => task.instanceId === instanceId);
/** a moment passes between two actions, as it does for people */
const later = () => ctx.clock.advance(60_000);

async function deployed(key: string, parallel = false) {
  const added = await call('POST', '/model/add', designer, { name: '用车申请', modelKey: key, xml: actionsXml(key, linaId, parallel) });
  expect(added.statusCode).toBe(200);
  expect((await call('POST', '/deployment/deploy', designer, { modelId: added.json().result.id })).statusCode).toBe(200);
}
const startOne = async (key: string, variables: Record<string, unknown> = {}) => {
  later();
  const started = await call('POST', '/process/start', liuyang, {
    processKey: key,
    variables: { leader: 'chenjing', manager: 'xujun', finance: 'xujun', safety: 'lina', ...variables },
  });
  expect(started.statusCode).toBe(200);
  return started.json().result.id as string;
};
/** the bell messages (系统消息) a user has */
const bell = async (token: string) =>
  ((await ctx.app.inject({ method: 'GET', url: '/api/sys/annountCement/listByUser', headers: authHeaders(token) })).json().result.sysMsgList ?? []) as Array<{
    titile: string;
    openPage: string | null;
  }>;

beforeAll(async () => {
  ctx = await buildTestApp({ config: { captchaEnabled: false } });
  designer = await signIn(ctx.app, 'yangfan');
  liuyang = await signIn(ctx.app, 'liuyang');
  chenjing = await signIn(ctx.app, 'chenjing');
  xujun = await signIn(ctx.app, 'xujun');
  lina = await signIn(ctx.app, 'lina');
  const { db } = ctx.database;
  const [zhouqiang] = await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'zhouqiang'));
  nobody = await signIn(ctx.app, 'zhouqiang');
  await db.delete(sysUserRole).where(eq(sysUserRole.userId, zhouqiang.id));
  await ctx.app.permissionCache.changed();
  linaId = (await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'lina')))[0].id;
  await deployed('car_actions');
  await deployed('car_parallel', true);
});
afterAll(() => ctx.close());

describe('the new to-do notice', () => {
  it('rings the bell of each new assignee with the title and node, opening 我的待办, and pushes it on the live channel', async () => {
    const pushed: Array<{ cmd: string; userId: string; msgTxt: string }> = [];
    const stop = ctx.app.bus.subscribe(BUS_CHANNELS.announcement, (message) => pushed.push(message as (typeof pushed)[number]));
    const instanceId = await startOne('car_actions');
    await new Promise((resolve) => setImmediate(resolve));
    stop();
    const [chenjingUser] = await ctx.database.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'chenjing'));
    expect(pushed).toEqual([
      expect.objectContaining({ cmd: 'user', userId: chenjingUser.id, msgTxt: expect.stringMatching(/^新待办：用车申请.*（直属领导审批）$/) }),
    ]);
    const leaderTask = (await taskIn(chenjing, instanceId))!;
    const rung = (await bell(chenjing)).filter((message) => message.titile.startsWith('新待办：用车申请') && message.titile.endsWith('（直属领导审批）'));
    expect(rung.length).toBeGreaterThan(0);
    expect(rung[0].openPage).toBe('/workflow/todo');
    const before = (await bell(xujun)).filter((message) => message.titile.endsWith('（经理审批）')).length;
    later();
    expect((await call('POST', '/task/approve', chenjing, { taskId: leaderTask.id, comment: '同意' })).statusCode).toBe(200);
    expect((await bell(xujun)).filter((message) => message.titile.endsWith('（经理审批）')).length).toBe(before + 1);
  });

  it('does not ring for a move that failed (nothing stored)', async () => {
    const messages = (await ctx.database.db.select({ id: sysAnnouncement.id }).from(sysAnnouncement)).length;
    const failed = await call('POST', '/process/start', liuyang, { processKey: 'car_actions', variables: {} });
    expect(failed.statusCode).toBe(422);
    expect((await ctx.database.db.select({ id: sysAnnouncement.id }).from(sysAnnouncement)).length).toBe(messages);
  });
});

describe('转办 transfer', () => {
  it('gives the pending task to the other user without moving the process; the timeline says to whom', async () => {
    const instanceId = await startOne('car_actions');
    const task = (await taskIn(chenjing, instanceId))!;
    later();
    const moved = await call('POST', '/task/transfer', chenjing, { taskId: task.id, username: 'xujun', comment: '我休假，请徐军处理' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ message: '已转办给 xujun', result: { instanceState: 'running', assignees: ['xujun'] } });
    expect(await taskIn(chenjing, instanceId)).toBeUndefined();
    expect(await taskIn(xujun, instanceId)).toMatchObject({ id: task.id, nodeName: '直属领导审批', assignee: 'xujun' });
    const [action] = await ctx.database.db
      .select()
      .from(wfAction)
      .where(and(eq(wfAction.taskId, task.id), eq(wfAction.action, 'transfer')));
    expect(action).toMatchObject({ actor: 'chenjing', target: 'xujun', comment: '我休假，请徐军处理' });
    expect((await bell(xujun)).some((message) => message.titile.endsWith('（直属领导审批）'))).toBe(true);
    // no longer hers: transferring it again is refused
    expect((await call('POST', '/task/transfer', chenjing, { taskId: task.id, username: 'lina' })).statusCode).toBe(403);
  });

  it('refuses oneself, an unknown user, a user without the code, a task already handled', async () => {
    const instanceId = await startOne('car_actions');
    const task = (await taskIn(chenjing, instanceId))!;
    const self = await call('POST', '/task/transfer', chenjing, { taskId: task.id, username: 'chenjing' });
    expect(self.statusCode).toBe(422);
    expect(self.json().result.errors).toEqual([{ field: 'username', message: '不能转办给自己' }]);
    const unknown = await call('POST', '/task/transfer', chenjing, { taskId: task.id, username: 'nosuchuser' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().result.errors).toEqual([{ field: 'username', message: '用户「nosuchuser」不存在或已停用' }]);
    const empty = await call('POST', '/task/transfer', chenjing, { taskId: task.id, username: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toContain('请选择用户');
    expect((await call('POST', '/task/transfer', nobody, { taskId: task.id, username: 'lina' })).statusCode).toBe(403);
    expect(await taskIn(chenjing, instanceId)).toMatchObject({ id: task.id });
    later();
    await call('POST', '/task/approve', chenjing, { taskId: task.id });
    const handled = await call('POST', '/task/transfer', chenjing, { taskId: task.id, username: 'lina' });
    expect(handled.statusCode).toBe(409);
    expect(handled.json().message).toBe('任务已被处理');
  });
});

describe('委派 delegate', () => {
  it('the delegate handles it and it comes back to the owner; only the owner moves the process', async () => {
    const instanceId = await startOne('car_actions');
    const task = (await taskIn(chenjing, instanceId))!;
    later();
    const delegated = await call('POST', '/task/delegate', chenjing, { taskId: task.id, username: 'lina', comment: '请帮忙核对' });
    expect(delegated.statusCode).toBe(200);
    expect(delegated.json().message).toBe('已委派给 lina');
    expect(await taskIn(lina, instanceId)).toMatchObject({ id: task.id, assignee: 'lina', owner: 'chenjing' });
    // a delegate may not reject nor delegate further
    const rejected = await call('POST', '/task/reject', lina, { taskId: task.id, comment: '不行' });
    expect(rejected.statusCode).toBe(403);
    expect(rejected.json().message).toBe('被委派的任务不能驳回，请处理完成后交回');
    const again = await call('POST', '/task/delegate', lina, { taskId: task.id, username: 'xujun' });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('被委派的任务不能再委派');
    // the delegate's 同意 is 处理完成: back to the owner, the process has not moved
    later();
    const resolved = await call('POST', '/task/approve', lina, { taskId: task.id, comment: '已核对，无误' });
    expect(resolved.statusCode).toBe(200);
    expect(await taskIn(lina, instanceId)).toBeUndefined();
    expect(await taskIn(chenjing, instanceId)).toMatchObject({ id: task.id, assignee: 'chenjing', owner: null, nodeName: '直属领导审批' });
    const [action] = await ctx.database.db
      .select()
      .from(wfAction)
      .where(and(eq(wfAction.taskId, task.id), eq(wfAction.action, 'resolve')));
    expect(action).toMatchObject({ actor: 'lina', comment: '已核对，无误', target: 'chenjing' });
    later();
    expect((await call('POST', '/task/approve', chenjing, { taskId: task.id, comment: '加签后同意' })).json().result.created).toEqual(['xujun']);
    // her approval after the add-sign may be taken back like any other
    const done = (await call('GET', '/task/done?pageSize=50', chenjing)).json().result.records;
    expect(done.find((record: { comment: string }) => record.comment === '加签后同意')).toMatchObject({ action: 'approve', canRetrieve: true });
  });

  it('处理完成 by its own endpoint; refused for a task not delegated and a second time', async () => {
    const instanceId = await startOne('car_actions');
    const task = (await taskIn(chenjing, instanceId))!;
    const notDelegated = await call('POST', '/task/resolve', chenjing, { taskId: task.id });
    expect(notDelegated.statusCode).toBe(409);
    expect(notDelegated.json().message).toBe('该任务不是委派给您的任务');
    later();
    await call('POST', '/task/delegate', chenjing, { taskId: task.id, username: 'xujun' });
    later();
    const resolved = await call('POST', '/task/resolve', xujun, { taskId: task.id, comment: '看过了' });
    expect(resolved.json()).toMatchObject({ message: '已处理完成，任务已交回委派人', result: { assignees: ['chenjing'] } });
    expect((await call('POST', '/task/resolve', xujun, { taskId: task.id })).statusCode).toBe(403);
    expect((await call('POST', '/task/delegate', chenjing, { taskId: task.id, username: 'chenjing' })).json().result.errors).toEqual([
      { field: 'username', message: '不能委派给自己' },
    ]);
  });
});

describe('催办 urge', () => {
  it('the initiator urges everyone a pending task waits for, once per 10 minutes', async () => {
    const instanceId = await startOne('car_actions');
    const before = (await bell(chenjing)).filter((message) => message.titile.startsWith('催办：')).length;
    expect((await call('POST', '/process/urge', chenjing, { instanceId })).statusCode).toBe(403);
    expect((await call('POST', '/process/urge', nobody, { instanceId })).statusCode).toBe(403);
    const urged = await call('POST', '/process/urge', liuyang, { instanceId, comment: '明早要用车，请尽快' });
    expect(urged.statusCode).toBe(200);
    expect(urged.json()).toMatchObject({ message: '已催办', result: { notified: ['chenjing'] } });
    expect((await bell(chenjing)).filter((message) => message.titile.startsWith('催办：')).length).toBe(before + 1);
    ctx.clock.advance(4 * 60_000);
    const soon = await call('POST', '/process/urge', liuyang, { instanceId });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toBe('催办过于频繁，请 6 分钟后再试');
    ctx.clock.advance(6 * 60_000);
    expect((await call('POST', '/process/urge', liuyang, { instanceId })).statusCode).toBe(200);
    const missing = await call('POST', '/process/urge', liuyang, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toContain('请指定流程');
  });
});

describe('抄送 CC', () => {
  it("copies to the node's default recipients and the approver's picks; 抄送我的 lists them, unread until read", async () => {
    const instanceId = await startOne('car_actions');
    const task = (await taskIn(chenjing, instanceId))!;
    const unknown = await call('POST', '/task/approve', chenjing, { taskId: task.id, ccUsers: ['nosuchuser'] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().result.errors).toEqual([{ field: 'ccUsers', message: '抄送人「nosuchuser」不存在或已停用' }]);
    later();
    expect((await call('POST', '/task/approve', chenjing, { taskId: task.id, ccUsers: ['xujun'] })).statusCode).toBe(200);
    const copies = await ctx.database.db.select().from(wfCc).where(eq(wfCc.instanceId, instanceId));
    expect(copies.map((copy) => copy.username).sort()).toEqual(['lina', 'xujun']);
    expect(copies.every((copy) => copy.sender === 'chenjing' && copy.nodeName === '直属领导审批')).toBe(true);
    // lina may not see 抄送我的; xujun does
    expect((await call('GET', '/cc/list', lina)).statusCode).toBe(403);
    const listed = (await call('GET', '/cc/list?title=用车', xujun)).json().result;
    const mine = listed.records.find((record: { instanceId: string }) => record.instanceId === instanceId);
    expect(mine).toMatchObject({
      nodeName: '直属领导审批',
      sender: 'chenjing',
      senderName: '陈静',
      initiator: 'liuyang',
      initiatorName: '刘洋',
      readTime: null,
      instanceState: 'running',
    });
    // each recipient hears of it on the bell, opening the application itself
    const copied = (await bell(xujun)).find(
      (message) => message.titile === `抄送：${mine.title}` && message.openPage === `/workflow/process/detail/${instanceId}`,
    );
    expect(copied).toBeDefined();
    expect((await bell(lina)).some((message) => message.openPage === `/workflow/process/detail/${instanceId}` && message.titile.startsWith('抄送：'))).toBe(
      true,
    );
    expect((await call('GET', '/cc/list?title=没有这种标题', xujun)).json().result.total).toBe(0);
    // somebody else's copy is not theirs to read
    const others = copies.find((copy) => copy.username === 'lina')!;
    expect((await call('POST', '/cc/read', xujun, { id: others.id })).statusCode).toBe(404);
    const read = await call('POST', '/cc/read', xujun, { id: mine.id });
    expect(read.json().message).toBe('已标为已读');
    const after = (await call('GET', '/cc/list', xujun)).json().result.records.find((record: { id: string }) => record.id === mine.id);
    expect(after.readTime).not.toBeNull();
    expect((await call('POST', '/cc/read', xujun, {})).statusCode).toBe(422);
    expect((await call('GET', '/cc/list?column=readTime', xujun)).statusCode).toBe(422);
  });
});

describe('attachments', () => {
  const path = 'attachment/20261126/0123456789abcdef0123456789abcdef.pdf';
  it('keeps upload paths on the task and the timeline; refuses anything else, by field, nothing stored', async () => {
    const instanceId = await startOne('car_actions');
    const task = (await taskIn(chenjing, instanceId))!;
    for (const bad of ['../../etc/passwd', 'attachment/20261126/x.pdf', 'https://evil.example/a.pdf']) {
      const refused = await call('POST', '/task/approve', chenjing, { taskId: task.id, attachments: [bad] });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toContain('附件路径不正确');
    }
    const tooMany = await call('POST', '/task/approve', chenjing, { taskId: task.id, attachments: Array.from({ length: 11 }, () => path) });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toContain('附件最多 10 个');
    expect(await taskIn(chenjing, instanceId)).toMatchObject({ id: task.id });
    later();
    expect((await call('POST', '/task/approve', chenjing, { taskId: task.id, comment: '见附件', attachments: [path] })).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(wfTask).where(eq(wfTask.id, task.id));
    expect(row.attachments).toEqual([path]);
    const [action] = await ctx.database.db
      .select()
      .from(wfAction)
      .where(and(eq(wfAction.taskId, task.id), eq(wfAction.action, 'approve')));
    expect(action.attachments).toEqual([path]);
  });
});

describe('我的已办 and 拿回', () => {
  it('lists what the user did, newest first, with where the instance waits now; 拿回 while the next step has not acted', async () => {
    const instanceId = await startOne('car_actions');
    const task = (await taskIn(chenjing, instanceId))!;
    later();
    await call('POST', '/task/approve', chenjing, { taskId: task.id, comment: '同意用车' });
    expect((await call('GET', '/task/done', nobody)).statusCode).toBe(403);
    const done = (await call('GET', '/task/done?pageSize=5&title=用车', chenjing)).json().result;
    expect(done.records[0]).toMatchObject({
      taskId: task.id,
      instanceId,
      nodeName: '直属领导审批',
      action: 'approve',
      comment: '同意用车',
      instanceState: 'running',
      currentNodes: '经理审批',
      canRetrieve: true,
    });
    expect((await call('GET', '/task/done?column=title', chenjing)).statusCode).toBe(422);
    // not hers to take back
    expect((await call('POST', '/task/retrieve', xujun, { taskId: task.id })).statusCode).toBe(403);
    later();
    const retrieved = await call('POST', '/task/retrieve', chenjing, { taskId: task.id });
    expect(retrieved.statusCode).toBe(200);
    expect(retrieved.json().message).toBe('已拿回，任务回到您的待办');
    expect(await taskIn(xujun, instanceId)).toBeUndefined();
    expect(await taskIn(chenjing, instanceId)).toMatchObject({ nodeName: '直属领导审批' });
    const twice = await call('POST', '/task/retrieve', chenjing, { taskId: task.id });
    expect(twice.statusCode).toBe(409);
    const after = (await call('GET', '/task/done?pageSize=5', chenjing)).json().result.records.find((r: { taskId: string }) => r.taskId === task.id);
    expect(after.canRetrieve).toBe(false);
  });

  it('refuses 拿回 once the next step acted, naming the branch of a parallel split that did', async () => {
    const instanceId = await startOne('car_parallel');
    const task = (await taskIn(chenjing, instanceId))!;
    later();
    await call('POST', '/task/approve', chenjing, { taskId: task.id });
    later();
    await call('POST', '/task/approve', lina, { taskId: (await taskIn(lina, instanceId))!.id });
    const refused = await call('POST', '/task/retrieve', chenjing, { taskId: task.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('下一步的分支「安全审核」已处理，不能拿回');
    expect((await taskIn(xujun, instanceId))!.nodeName).toBe('财务审核');
    expect((await call('POST', '/task/retrieve', chenjing, {})).statusCode).toBe(422);
  });
});

describe('加签 and 减签', () => {
  it('before: the task waits until every signee agreed, then is pending again for its assignee', async () => {
    const instanceId = await startOne('car_actions');
    const task = (await taskIn(chenjing, instanceId))!;
    later();
    const added = await call('POST', '/task/addSign', chenjing, { taskId: task.id, usernames: ['xujun', 'lina'], position: 'before', comment: '请二位先看' });
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe('加签成功');
    expect(await taskIn(chenjing, instanceId)).toBeUndefined();
    const signZ = (await taskIn(xujun, instanceId))!;
    const signL = (await taskIn(lina, instanceId))!;
    expect(signZ).toMatchObject({ nodeName: '直属领导审批（加签）', signType: 'before' });
    later();
    expect((await call('POST', '/task/approve', xujun, { taskId: signZ.id, comment: '可以' })).statusCode).toBe(200);
    expect(await taskIn(chenjing, instanceId)).toBeUndefined();
    later();
    expect((await call('POST', '/task/approve', lina, { taskId: signL.id, comment: '同意' })).statusCode).toBe(200);
    // back with her as her own task, not a sign task: 驳回, 转办 and 委派 are hers again
    expect(await taskIn(chenjing, instanceId)).toMatchObject({ id: task.id, signType: null });
    later();
    expect((await call('POST', '/task/approve', chenjing, { taskId: task.id, comment: '加签后同意' })).json().result.created).toEqual(['xujun']);
    // her approval after the add-sign may be taken back like any other
    const done = (await call('GET', '/task/done?pageSize=50', chenjing)).json().result.records;
    expect(done.find((record: { comment: string }) => record.comment === '加签后同意')).toMatchObject({ action: 'approve', canRetrieve: true });
  });

  it('after: the approval is recorded, the process moves on only when the signees agreed; 减签 of the last one lets it go', async () => {
    const instanceId = await startOne('car_actions');
    const task = (await taskIn(chenjing, instanceId))!;
    later();
    await call('POST', '/task/addSign', chenjing, { taskId: task.id, usernames: ['lina', 'liuyang'], position: 'after', comment: '我同意，请再确认' });
    const signL = (await taskIn(lina, instanceId))!;
    const signLiu = (await taskIn(liuyang, instanceId))!;
    expect(await taskIn(xujun, instanceId)).toBeUndefined();
    // only the adder removes a sign task
    expect((await call('POST', '/task/removeSign', lina, { taskId: signLiu.id })).statusCode).toBe(403);
    later();
    await call('POST', '/task/approve', lina, { taskId: signL.id });
    expect(await taskIn(xujun, instanceId)).toBeUndefined();
    later();
    const removed = await call('POST', '/task/removeSign', chenjing, { taskId: signLiu.id });
    expect(removed.json()).toMatchObject({ message: '减签成功', result: { created: ['xujun'] } });
    expect(await taskIn(liuyang, instanceId)).toBeUndefined();
    expect((await taskIn(xujun, instanceId))!.nodeName).toBe('经理审批');
    const [parent] = await ctx.database.db.select().from(wfTask).where(eq(wfTask.id, task.id));
    expect(parent).toMatchObject({ state: 'done', outcome: 'approve', comment: '我同意，请再确认', assignee: 'chenjing' });
    expect((await call('POST', '/task/removeSign', chenjing, { taskId: signLiu.id })).statusCode).toBe(409);
  });

  it("a signee's rejection brings the task back to its assignee; bad input is refused by field", async () => {
    const instanceId = await startOne('car_actions');
    const task = (await taskIn(chenjing, instanceId))!;
    const self = await call('POST', '/task/addSign', chenjing, { taskId: task.id, usernames: ['chenjing'], position: 'before' });
    expect(self.json().result.errors).toEqual([{ field: 'usernames', message: '不能给自己加签' }]);
    const none = await call('POST', '/task/addSign', chenjing, { taskId: task.id, usernames: [], position: 'before' });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toContain('请选择加签人');
    const where = await call('POST', '/task/addSign', chenjing, { taskId: task.id, usernames: ['lina'], position: 'middle' });
    expect(where.statusCode).toBe(422);
    expect(where.json().message).toContain('加签方式只能是前加签或后加签');
    expect((await call('POST', '/task/addSign', nobody, { taskId: task.id, usernames: ['lina'], position: 'before' })).statusCode).toBe(403);
    later();
    await call('POST', '/task/addSign', chenjing, { taskId: task.id, usernames: ['lina', 'xujun'], position: 'after' });
    const signL = (await taskIn(lina, instanceId))!;
    later();
    expect((await call('POST', '/task/reject', lina, { taskId: signL.id, comment: '用车理由不充分' })).statusCode).toBe(200);
    expect(await taskIn(xujun, instanceId)).toBeUndefined();
    expect(await taskIn(chenjing, instanceId)).toMatchObject({ id: task.id, signType: null });
    const signs = await ctx.database.db.select({ state: wfTask.state, assignee: wfTask.assignee }).from(wfTask).where(eq(wfTask.parentTaskId, task.id));
    expect(signs.map((sign) => `${sign.assignee}:${sign.state}`).sort()).toEqual(['lina:done', 'xujun:cancelled']);
  });

  it("a rejection of the process closes the waiting task's sign tasks too", async () => {
    const instanceId = await startOne('car_parallel');
    later();
    await call('POST', '/task/approve', chenjing, { taskId: (await taskIn(chenjing, instanceId))!.id });
    const finance = (await taskIn(xujun, instanceId))!;
    later();
    await call('POST', '/task/addSign', xujun, { taskId: finance.id, usernames: ['chenjing'], position: 'before' });
    later();
    expect(
      (await call('POST', '/task/reject', lina, { taskId: (await taskIn(lina, instanceId))!.id, comment: '退回发起人', targetNodeId: 'start' })).statusCode,
    ).toBe(200);
    const rows = await ctx.database.db
      .select({ id: wfTask.id, state: wfTask.state })
      .from(wfTask)
      .where(and(eq(wfTask.instanceId, instanceId), inArray(wfTask.state, ['pending', 'waiting'])));
    expect(rows).toHaveLength(1);
    expect((await taskIn(liuyang, instanceId))!.nodeName).toBe('提交申请');
  });
});
