/**
 * What the initiator sees of their application (issue 22): an application sent back (驳回) or
 * withdrawn (撤回) is 待重新提交 with 重新提交 and 撤销 as its only moves, its task called as the
 * diagram calls the start event; and a bell message tells them of every return and every end,
 * with who did it and why.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sysAnnouncement, sysAnnouncementSend, sysUser } from '../../../db/schema';
import { authHeaders, apiTest } from '../../../../test/helper';
import { wfTask } from './runtime.table';

// admin: 流程运维
// yangfan
// liuyang: applies
// chenjing: approves
const { tokens, app, ctx } = apiTest(['admin', 'yangfan', 'liuyang', 'chenjing']);

const KEY = 'outcome_car';
const outcomeXml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" id="Definitions_1">
  <bpmn:process id="${KEY}" name="用车申请" isExecutable="true">
    <bpmn:startEvent id="start" name="提交申请"><bpmn:outgoing>f1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="leader" name="直属领导审批" flowable:assignee="chenjing"><bpmn:incoming>f1</bpmn:incoming><bpmn:outgoing>f2</bpmn:outgoing></bpmn:userTask>
    <bpmn:endEvent id="end" name="结束"><bpmn:incoming>f2</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="leader" />
    <bpmn:sequenceFlow id="f2" sourceRef="leader" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  app().inject({ method, url: `/api/workflow${url}`, headers: authHeaders(token), ...(payload ? { payload } : {}) });
const later = () => ctx().clock.advance(60_000);

interface TodoRow {
  id: string;
  instanceId: string;
  nodeName: string;
  resubmit?: boolean;
}
const todoOf = async (token: string, instanceId: string) =>
  ((await call('GET', '/task/todo?pageSize=100', token)).json().result.records as TodoRow[]).find((row) => row.instanceId === instanceId);
const mineOf = async (instanceId: string) =>
  ((await call('GET', '/process/mine?pageSize=100', tokens.liuyang)).json().result.records as Array<Record<string, unknown>>).find(
    (row) => row.id === instanceId,
  )!;
const detailOf = async (token: string, instanceId: string) => (await call('GET', `/process/detail?instanceId=${instanceId}`, token)).json().result;

interface Message {
  titile: string;
  msgContent: string | null;
  openPage: string | null;
}
/** the bell messages (系统消息) of 刘洋 about this application (on it or one of its tasks), newest first */
const bellAbout = async (instanceId: string): Promise<Message[]> => {
  const { db } = ctx().database;
  const [me] = await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'liuyang'));
  const tasks = (await db.select({ id: wfTask.id }).from(wfTask).where(eq(wfTask.instanceId, instanceId))).map((task) => task.id);
  return db
    .select({ titile: sysAnnouncement.titile, msgContent: sysAnnouncement.msgContent, openPage: sysAnnouncement.openPage })
    .from(sysAnnouncementSend)
    .innerJoin(sysAnnouncement, eq(sysAnnouncement.id, sysAnnouncementSend.anntId))
    .where(and(eq(sysAnnouncementSend.userId, me.id), inArray(sysAnnouncement.busId, [instanceId, ...tasks])))
    .orderBy(desc(sysAnnouncement.sendTime));
};

async function start() {
  later();
  const started = await call('POST', '/process/start', tokens.liuyang, { processKey: KEY, variables: {} });
  expect(started.statusCode).toBe(200);
  return started.json().result as { id: string; title: string };
}

async function rejectToApplicant(instanceId: string, reason = '请写明用车时间') {
  const task = (await todoOf(tokens.chenjing, instanceId))!;
  later();
  const rejected = await call('POST', '/task/reject', tokens.chenjing, { taskId: task.id, targetNodeId: 'start', comment: reason });
  expect(rejected.statusCode).toBe(200);
}

beforeAll(async () => {
  const model = await call('POST', '/model/add', tokens.yangfan, { name: '用车申请', modelKey: KEY, xml: outcomeXml });
  expect(model.statusCode).toBe(200);
  expect((await call('POST', '/deployment/deploy', tokens.yangfan, { modelId: model.json().result.id })).statusCode).toBe(200);
});

describe('an application sent back to its initiator', () => {
  it('is 待重新提交 (returned) at 提交申请, his task to resubmit, not an approval; 重新提交 says so and it is 审批中 again', async () => {
    const { id } = await start();
    await rejectToApplicant(id);

    expect(await mineOf(id)).toMatchObject({ state: 'returned', currentNodes: '提交申请' });
    const own = (await todoOf(tokens.liuyang, id))!;
    expect(own).toMatchObject({ nodeName: '提交申请', resubmit: true });
    expect((await mineOf(id)).resubmitTaskId).toBe(own.id);
    const detail = await detailOf(tokens.liuyang, id);
    expect(detail.instance.state).toBe('returned');
    expect(detail.myTask).toMatchObject({ id: own.id, nodeName: '提交申请', resubmit: true });
    // nobody approves or hands on his own application
    expect((await call('POST', '/task/reject', tokens.liuyang, { taskId: own.id, comment: '不行' })).statusCode).toBe(409);
    expect((await call('POST', '/task/transfer', tokens.liuyang, { taskId: own.id, username: 'chenjing' })).statusCode).toBe(409);
    // a second withdrawal has nothing to take back
    expect((await call('POST', '/process/withdraw', tokens.liuyang, { instanceId: id })).statusCode).toBe(422);

    later();
    const resubmitted = await call('POST', '/task/approve', tokens.liuyang, { taskId: own.id, comment: '已补充' });
    expect(resubmitted.json()).toMatchObject({ success: true, message: '已重新提交', result: { instanceState: 'running' } });
    expect(await mineOf(id)).toMatchObject({ state: 'running', currentNodes: '直属领导审批', resubmitTaskId: null });
  });

  it('a withdrawn one too; 撤销 ends it as cancelled with his reason, refused while an approver has it and to anyone else', async () => {
    const { id } = await start();
    expect((await call('POST', '/process/cancel', tokens.liuyang, { instanceId: id })).statusCode).toBe(422);
    later();
    expect((await call('POST', '/process/withdraw', tokens.liuyang, { instanceId: id })).statusCode).toBe(200);
    expect(await mineOf(id)).toMatchObject({ state: 'returned', currentNodes: '提交申请' });
    expect(await todoOf(tokens.chenjing, id)).toBeUndefined();

    expect((await call('POST', '/process/cancel', tokens.chenjing, { instanceId: id })).statusCode).toBe(403);
    later();
    const cancelled = await call('POST', '/process/cancel', tokens.liuyang, { instanceId: id, comment: '行程取消' });
    expect(cancelled.json()).toMatchObject({ success: true, message: '申请已撤销', result: { instanceState: 'cancelled' } });
    expect(await mineOf(id)).toMatchObject({ state: 'cancelled', currentNodes: null });
    expect(await todoOf(tokens.liuyang, id)).toBeUndefined();
    const detail = await detailOf(tokens.liuyang, id);
    expect(detail.instance).toMatchObject({ state: 'cancelled', endReason: '发起人撤销：行程取消' });
    expect(detail.timeline.at(-1)).toMatchObject({ action: 'cancel', comment: '行程取消' });
    expect((await call('POST', '/process/cancel', tokens.liuyang, { instanceId: id })).statusCode).toBe(409);
    // 流程运维 finds both states by name
    const ops = (await call('GET', `/ops/instances?state=cancelled&processKey=${KEY}`, tokens.admin)).json().result.records as Array<{ id: string }>;
    expect(ops.map((row) => row.id)).toContain(id);
  });
});

describe('the initiator hears every outcome', () => {
  it('a rejection: 已驳回 with who, where and the reason, opening his task on the application (no bare 新待办)', async () => {
    const { id, title } = await start();
    await rejectToApplicant(id, '请写明用车时间');
    const own = (await todoOf(tokens.liuyang, id))!;
    const messages = await bellAbout(id);
    expect(messages.map((message) => message.titile)).toEqual([`已驳回：${title}`]);
    expect(messages[0].msgContent).toContain('陈静在「直属领导审批」驳回了您的申请');
    expect(messages[0].msgContent).toContain('驳回理由：请写明用车时间');
    expect(messages[0].openPage).toBe(`/workflow/process/detail/${encodeURIComponent(`${id}~${own.id}`)}`);
  });

  it('an approval to the end: 审批通过 with the last approver and his comment', async () => {
    const { id, title } = await start();
    const task = (await todoOf(tokens.chenjing, id))!;
    later();
    await call('POST', '/task/approve', tokens.chenjing, { taskId: task.id, comment: '注意安全' });
    const messages = await bellAbout(id);
    expect(messages.map((message) => message.titile)).toEqual([`审批通过：${title}`]);
    expect(messages[0].msgContent).toContain('最后审批：直属领导审批，陈静');
    expect(messages[0].msgContent).toContain('审批意见：注意安全');
    expect(messages[0].openPage).toBe(`/workflow/process/detail/${id}`);
  });

  it('a withdrawal, a 撤销 and an administrator ending it: each one message, with the reason', async () => {
    const withdrawn = await start();
    later();
    await call('POST', '/process/withdraw', tokens.liuyang, { instanceId: withdrawn.id, comment: '日期写错了' });
    later();
    await call('POST', '/process/cancel', tokens.liuyang, { instanceId: withdrawn.id, comment: '不去了' });
    const mine = await bellAbout(withdrawn.id);
    expect(mine.map((message) => message.titile)).toEqual([`已撤销：${withdrawn.title}`, `已撤回：${withdrawn.title}`]);
    expect(mine[0].msgContent).toContain('撤销原因：不去了');
    expect(mine[1].msgContent).toContain('说明：日期写错了');

    const terminated = await start();
    later();
    expect((await call('POST', '/ops/terminate', tokens.admin, { instanceId: terminated.id, reason: '车辆已统一调度' })).statusCode).toBe(200);
    const ended = await bellAbout(terminated.id);
    expect(ended.map((message) => message.titile)).toEqual([`已终止：${terminated.title}`]);
    expect(ended[0].msgContent).toContain('终止原因：车辆已统一调度');
  });
});
