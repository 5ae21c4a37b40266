import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authHeaders, apiTest } from '../../../../test/helper';
import { wfCc, wfInstance } from './runtime.table';
import { leaveGatewayXml } from './test-models';

// yangfan: 流程设计人员, holds workflow:ops:view
// liuyang: the initiator
// chenjing: the leader
// lina: nobody on these instances
const { tokens, app, ctx } = apiTest(['yangfan', 'admin', 'liuyang', 'chenjing', 'lina']);

/**
 * start -> 直属领导审批 (${leader}; days read-only, note writable, salary hidden) -> gateway:
 * more than 3 days to 人事审批 (admin), else to the end.
 */
const gatewayXml = (key: string) =>
  leaveGatewayXml({
    key,
    hrName: '人事审批',
    hrAssignee: 'admin',
    leader: `
      <bpmn:extensionElements>
        <flowable:formField label="天数" prop="days" readable="true" writable="false" />
        <flowable:formField label="批注" prop="note" readable="true" writable="true" />
        <flowable:formField label="薪资" prop="salary" readable="false" writable="false" />
      </bpmn:extensionElements>
      <bpmn:incoming>f1</bpmn:incoming><bpmn:outgoing>f2</bpmn:outgoing>
    `,
  });

/** start -> split -> (A: chenjing, B: admin) -> join -> C (liuyang) -> end */
const parallelXml = (key: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" id="Definitions_1">
  <bpmn:process id="${key}" name="会审" isExecutable="true">
    <bpmn:startEvent id="start"><bpmn:outgoing>p0</bpmn:outgoing></bpmn:startEvent>
    <bpmn:parallelGateway id="split"><bpmn:incoming>p0</bpmn:incoming><bpmn:outgoing>pa</bpmn:outgoing><bpmn:outgoing>pb</bpmn:outgoing></bpmn:parallelGateway>
    <bpmn:userTask id="a" name="安全审核" flowable:assignee="chenjing"><bpmn:incoming>pa</bpmn:incoming><bpmn:outgoing>pa2</bpmn:outgoing></bpmn:userTask>
    <bpmn:userTask id="b" name="财务审核" flowable:assignee="admin"><bpmn:incoming>pb</bpmn:incoming><bpmn:outgoing>pb2</bpmn:outgoing></bpmn:userTask>
    <bpmn:parallelGateway id="join"><bpmn:incoming>pa2</bpmn:incoming><bpmn:incoming>pb2</bpmn:incoming><bpmn:outgoing>pc</bpmn:outgoing></bpmn:parallelGateway>
    <bpmn:userTask id="c" name="总经理审批" flowable:assignee="liuyang"><bpmn:incoming>pc</bpmn:incoming><bpmn:outgoing>pe</bpmn:outgoing></bpmn:userTask>
    <bpmn:endEvent id="end"><bpmn:incoming>pe</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="p0" sourceRef="start" targetRef="split" />
    <bpmn:sequenceFlow id="pa" sourceRef="split" targetRef="a" />
    <bpmn:sequenceFlow id="pb" sourceRef="split" targetRef="b" />
    <bpmn:sequenceFlow id="pa2" sourceRef="a" targetRef="join" />
    <bpmn:sequenceFlow id="pb2" sourceRef="b" targetRef="join" />
    <bpmn:sequenceFlow id="pc" sourceRef="join" targetRef="c" />
    <bpmn:sequenceFlow id="pe" sourceRef="c" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;

const startForm = {
  labelWidth: 100,
  layout: 'horizontal',
  fields: [
    { id: 'f1', type: 'number', label: '天数', prop: 'days', span: 12 },
    { id: 'f2', type: 'input', label: '事由', prop: 'reason', span: 12 },
    { id: 'f3', type: 'number', label: '薪资', prop: 'salary', span: 12 },
    { id: 'f4', type: 'input', label: '批注', prop: 'note', span: 12 },
    { id: 'f5', type: 'input', label: '领导', prop: 'leader', span: 12 },
  ],
};

beforeAll(async () => {
  const model = await call('POST', '/model/add', tokens.yangfan, { name: '请假', modelKey: 'detail_leave', xml: gatewayXml('detail_leave') });
  expect(model.statusCode).toBe(200);
  const { id, version } = model.json().result;
  const saved = await call('PUT', '/model/save', tokens.yangfan, { id, version, xml: gatewayXml('detail_leave'), startForm: { schema: startForm } });
  expect(saved.statusCode, saved.body).toBe(200);
  expect((await call('POST', '/deployment/deploy', tokens.yangfan, { modelId: id })).statusCode).toBe(200);
  const parallel = await call('POST', '/model/add', tokens.yangfan, { name: '会审', modelKey: 'detail_parallel', xml: parallelXml('detail_parallel') });
  expect((await call('POST', '/deployment/deploy', tokens.yangfan, { modelId: parallel.json().result.id })).statusCode).toBe(200);
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token: string, payload?: object) =>
  app().inject({ method, url: `/api/workflow${url}`, headers: authHeaders(token), ...(payload ? { payload } : {}) });
const detail = (token: string, instanceId: string, taskId?: string) =>
  call('GET', `/process/detail?instanceId=${encodeURIComponent(instanceId)}${taskId ? `&taskId=${taskId}` : ''}`, token);
const pendingTask = async (token: string, instanceId: string) =>
  ((await call('GET', '/task/todo?pageSize=100', token)).json().result.records as Array<{ id: string; instanceId: string; nodeName: string }>).find(
    (task) => task.instanceId === instanceId,
  )!;
const sorted = (ids: string[]) => [...ids].sort();
const MINUTE = 60_000;

async function startLeave(days: number) {
  const started = await call('POST', '/process/start', tokens.liuyang, {
    processKey: 'detail_leave',
    variables: { days, reason: '探亲', salary: 8800, note: '', leader: 'chenjing' },
  });
  expect(started.statusCode, started.body).toBe(200);
  return started.json().result.id as string;
}

describe('who may see the detail', () => {
  it('shows it to the initiator, the approver and ops; refuses a stranger with 403 and an unknown id with 404', async () => {
    const instanceId = await startLeave(2);
    for (const token of [tokens.liuyang, tokens.chenjing, tokens.yangfan]) expect((await detail(token, instanceId)).statusCode).toBe(200);
    const stranger = await detail(tokens.lina, instanceId);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe('无权查看该流程');
    const unknown = await detail(tokens.liuyang, 'no-such-instance');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('流程不存在');
    const missing = await call('GET', '/process/detail', tokens.liuyang);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toMatch(/请指定流程/);
    expect(missing.json().result.errors[0].field).toBe('instanceId');
    const tooLong = await detail(tokens.liuyang, 'x'.repeat(65));
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().result.errors[0]).toEqual({ field: 'instanceId', message: '长度不能超过 64 个字符' });
    // a task id of someone else's task is no way in either
    expect((await detail(tokens.lina, instanceId, (await pendingTask(tokens.chenjing, instanceId)).id)).statusCode).toBe(403);
  });

  it('lets a CC recipient see it and marks the copy read when they open it', async () => {
    const instanceId = await startLeave(2);
    expect((await detail(tokens.lina, instanceId)).statusCode).toBe(403);
    const { db } = ctx().database;
    const [{ tenantId }] = await db.select().from(wfInstance).where(eq(wfInstance.id, instanceId));
    await db.insert(wfCc).values({ tenantId, instanceId, nodeId: 'leader', nodeName: '直属领导审批', username: 'lina', sender: 'chenjing' });
    ctx().clock.advance(MINUTE);
    const seen = await detail(tokens.lina, instanceId);
    expect(seen.statusCode).toBe(200);
    const [copy] = await db.select().from(wfCc).where(eq(wfCc.instanceId, instanceId));
    expect(copy.readTime?.getTime()).toBe(ctx().clock.now().getTime());
    // the copy's node hides 薪资 from its recipient too
    expect(Object.keys(seen.json().result.form.values)).not.toContain('salary');
  });
});

describe('the form as the viewer may see it', () => {
  it("hides a field hidden at the approver's node from both schema and values; marks read-only and writable ones", async () => {
    const instanceId = await startLeave(5);
    const task = await pendingTask(tokens.chenjing, instanceId);
    const atLeader = (await detail(tokens.chenjing, instanceId, task.id)).json().result;
    expect(atLeader.myTask).toMatchObject({ id: task.id, nodeName: '直属领导审批' });
    expect(atLeader.form.view).toBe('task');
    const props = atLeader.form.schema.fields.map((field: { prop: string }) => field.prop);
    expect(props).toEqual(['days', 'reason', 'note', 'leader']);
    expect(atLeader.form.values).toEqual({ days: 5, reason: '探亲', note: '', leader: 'chenjing' });
    expect(JSON.stringify(atLeader)).not.toContain('8800');
    const access = Object.fromEntries(atLeader.form.fieldPermissions.map((field: { prop: string; writable: boolean }) => [field.prop, field.writable]));
    // named writable: editable; named read-only or not named: read only
    expect(access).toEqual({ days: false, reason: false, note: true, leader: false });

    // the initiator sees every field, nothing to write
    const mine = (await detail(tokens.liuyang, instanceId)).json().result;
    expect(mine.form.view).toBe('initiator');
    expect(mine.form.values.salary).toBe(8800);
    expect(mine.myTask).toBeNull();
    // ops too
    expect((await detail(tokens.yangfan, instanceId)).json().result.form.values.salary).toBe(8800);

    // once handled, the leader still sees what that node showed: 薪资 stays hidden
    await call('POST', '/task/approve', tokens.chenjing, { taskId: task.id, comment: '同意' });
    const after = (await detail(tokens.chenjing, instanceId)).json().result;
    expect(after.form.view).toBe('participant');
    expect(after.myTask).toBeNull();
    expect(after.form.schema.fields.map((field: { prop: string }) => field.prop)).not.toContain('salary');
    expect(after.form.values.salary).toBeUndefined();
    expect(after.form.fieldPermissions.every((field: { writable: boolean }) => !field.writable)).toBe(true);
  });
});

describe('the diagram and the timeline', () => {
  it('after an approval and then a rejection: the path taken, the waiting node, the rejected-to node, the actions with their time spent', async () => {
    ctx().clock.advance(MINUTE);
    const instanceId = await startLeave(5);
    const first = (await detail(tokens.liuyang, instanceId)).json().result;
    expect(first.highlight).toEqual({ completedNodes: ['start'], activeNodes: ['leader'], rejectedNodes: [], takenFlows: ['f1'] });

    ctx().clock.advance(5 * MINUTE);
    const leaderTask = await pendingTask(tokens.chenjing, instanceId);
    expect((await call('POST', '/task/approve', tokens.chenjing, { taskId: leaderTask.id, comment: '同意，注意交接' })).statusCode).toBe(200);
    const approved = (await detail(tokens.liuyang, instanceId)).json().result.highlight;
    // more than 3 days: through the gateway to 人事审批, never along the short flow
    expect(sorted(approved.completedNodes)).toEqual(['days', 'leader', 'start']);
    expect(approved.activeNodes).toEqual(['hr']);
    expect(sorted(approved.takenFlows)).toEqual(['f1', 'f2', 'long']);
    expect(approved.rejectedNodes).toEqual([]);

    ctx().clock.advance(125 * MINUTE);
    const hrTask = await pendingTask(tokens.admin, instanceId);
    const rejected = await call('POST', '/task/reject', tokens.admin, { taskId: hrTask.id, targetNodeId: 'leader', comment: '请补充交接人' });
    expect(rejected.statusCode).toBe(200);
    const after = (await detail(tokens.liuyang, instanceId)).json().result;
    expect(after.highlight.activeNodes).toEqual(['leader']);
    expect(after.highlight.rejectedNodes).toEqual(['leader']);
    expect(sorted(after.highlight.completedNodes)).toEqual(['days', 'hr', 'leader', 'start']);
    expect(sorted(after.highlight.takenFlows)).toEqual(['f1', 'f2', 'long']);

    expect(
      after.timeline.map((entry: { action: string; actor: string; actorName: string | null; nodeName: string | null; durationMs: number | null }) => [
        entry.action,
        entry.actor,
        entry.actorName,
        entry.nodeName,
        entry.durationMs,
      ]),
    ).toEqual([
      ['start', 'liuyang', '刘洋', '提交申请', null],
      ['approve', 'chenjing', '陈静', '直属领导审批', 5 * MINUTE],
      ['reject', 'admin', expect.any(String), '人事审批', 125 * MINUTE],
    ]);
    expect(after.timeline[2].comment).toBe('请补充交接人');
    // the tasks: the leader's done, 人事 rejected, the leader's again pending
    expect(
      after.tasks.map((task: { nodeId: string; state: string; outcome: string | null; durationMs: number | null }) => [
        task.nodeId,
        task.state,
        task.outcome,
        task.durationMs,
      ]),
    ).toEqual([
      ['leader', 'done', 'approve', 5 * MINUTE],
      ['hr', 'done', 'reject', 125 * MINUTE],
      ['leader', 'pending', null, null],
    ]);
    expect(after.instance).toMatchObject({ state: 'running', initiator: 'liuyang', initiatorName: '刘洋' });
    expect(after.deployment).toMatchObject({ processKey: 'detail_leave', versionNo: 1 });
    expect(after.deployment.xml).toContain('<bpmn:exclusiveGateway id="days"');
  });

  it('a short leave ends through the default flow: the end event is passed and the instance completed', async () => {
    ctx().clock.advance(MINUTE);
    const instanceId = await startLeave(1);
    ctx().clock.advance(MINUTE);
    await call('POST', '/task/approve', tokens.chenjing, { taskId: (await pendingTask(tokens.chenjing, instanceId)).id });
    const done = (await detail(tokens.liuyang, instanceId)).json().result;
    expect(done.instance.state).toBe('completed');
    expect(sorted(done.highlight.takenFlows)).toEqual(['f1', 'f2', 'short']);
    expect(sorted(done.highlight.completedNodes)).toEqual(['days', 'end', 'leader', 'start']);
    expect(done.highlight.activeNodes).toEqual([]);
  });

  it('a parallel split and join: a branch that arrived first waits at the join, its flow already taken', async () => {
    ctx().clock.advance(MINUTE);
    const started = await call('POST', '/process/start', tokens.liuyang, { processKey: 'detail_parallel', variables: {} });
    const instanceId = started.json().result.id;
    const opened = (await detail(tokens.liuyang, instanceId)).json().result.highlight;
    expect(sorted(opened.takenFlows)).toEqual(['p0', 'pa', 'pb']);
    expect(sorted(opened.activeNodes)).toEqual(['a', 'b']);
    expect(sorted(opened.completedNodes)).toEqual(['split', 'start']);

    ctx().clock.advance(MINUTE);
    await call('POST', '/task/approve', tokens.chenjing, { taskId: (await pendingTask(tokens.chenjing, instanceId)).id });
    const half = (await detail(tokens.liuyang, instanceId)).json().result.highlight;
    expect(sorted(half.takenFlows)).toEqual(['p0', 'pa', 'pa2', 'pb']);
    expect(half.activeNodes).toEqual(['b']);

    ctx().clock.advance(MINUTE);
    await call('POST', '/task/approve', tokens.admin, { taskId: (await pendingTask(tokens.admin, instanceId)).id });
    const joined = (await detail(tokens.liuyang, instanceId)).json().result.highlight;
    expect(sorted(joined.takenFlows)).toEqual(['p0', 'pa', 'pa2', 'pb', 'pb2', 'pc']);
    expect(joined.activeNodes).toEqual(['c']);
    expect(sorted(joined.completedNodes)).toEqual(['a', 'b', 'join', 'split', 'start']);
  });
});
