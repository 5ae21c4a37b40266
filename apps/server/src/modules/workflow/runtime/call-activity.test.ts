import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiTest } from '../../../../test/helper';
import { wfAction, wfInstance } from './runtime.table';

// yangfan: designs and deploys the processes
const { tokens, ctx, call: callApi } = apiTest(['yangfan', 'liuyang', 'chenjing', 'lina']);

const NS = `xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:flowable="http://flowable.org/bpmn"`;

/** The child: one check by 陈静. */
const childXml = (key: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions ${NS} id="Definitions_c">
  <bpmn:process id="${key}" name="用车核查" isExecutable="true">
    <bpmn:startEvent id="cs"><bpmn:outgoing>c1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="check" name="车辆核查" flowable:assignee="chenjing"><bpmn:incoming>c1</bpmn:incoming><bpmn:outgoing>c2</bpmn:outgoing></bpmn:userTask>
    <bpmn:endEvent id="ce"><bpmn:incoming>c2</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="c1" sourceRef="cs" targetRef="check" />
    <bpmn:sequenceFlow id="c2" sourceRef="check" targetRef="ce" />
  </bpmn:process>
</bpmn:definitions>`;

/** The parent: the call activity first, then 人事审批 by 李娜. */
const parentXml = (key: string, called: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions ${NS} id="Definitions_p">
  <bpmn:process id="${key}" name="出车申请" isExecutable="true">
    <bpmn:startEvent id="start"><bpmn:outgoing>f1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:callActivity id="sub" name="车辆核查流程" calledElement="${called}"><bpmn:incoming>f1</bpmn:incoming><bpmn:outgoing>f2</bpmn:outgoing></bpmn:callActivity>
    <bpmn:userTask id="hr" name="人事审批" flowable:assignee="lina"><bpmn:incoming>f2</bpmn:incoming><bpmn:outgoing>f3</bpmn:outgoing></bpmn:userTask>
    <bpmn:endEvent id="end"><bpmn:incoming>f3</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="sub" />
    <bpmn:sequenceFlow id="f2" sourceRef="sub" targetRef="hr" />
    <bpmn:sequenceFlow id="f3" sourceRef="hr" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) => callApi(method, `/api/workflow${url}`, token, payload);
async function addModel(name: string, key: string, xml: string) {
  const res = await call('POST', '/model/add', tokens.yangfan, { name, modelKey: key, xml });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.id as string;
}
const deploy = (modelId: string) => call('POST', '/deployment/deploy', tokens.yangfan, { modelId });
const todo = async (token: string) =>
  (await call('GET', '/task/todo?pageSize=100', token)).json().result.records as Array<{ id: string; nodeName: string; instanceId: string }>;

describe('call activities', () => {
  it('refuses to deploy a call activity whose process is not deployed, then deploys once it is', async () => {
    const parent = await addModel('出车申请', 'car_parent_wait', parentXml('car_parent_wait', 'car_child_wait'));
    const refused = await deploy(parent);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('调用活动「车辆核查流程」调用的流程 car_child_wait 未部署');
    expect((await call('GET', '/deployment/list?processKey=car_parent_wait', tokens.yangfan)).json().result).toEqual([]);
    expect((await deploy(await addModel('用车核查', 'car_child_wait', childXml('car_child_wait')))).statusCode).toBe(200);
    expect((await deploy(parent)).statusCode).toBe(200);
  });

  it('starts the child for the parent initiator with the variables; when it completes the parent moves on', async () => {
    expect((await deploy(await addModel('用车核查', 'car_child', childXml('car_child')))).statusCode).toBe(200);
    expect((await deploy(await addModel('出车申请', 'car_parent', parentXml('car_parent', 'car_child')))).statusCode).toBe(200);
    const started = await call('POST', '/process/start', tokens.liuyang, { processKey: 'car_parent', variables: { plate: '鄂A12345' } });
    expect(started.statusCode, started.body).toBe(200);
    const parentId = started.json().result.id as string;
    expect(started.json().result.state).toBe('running');

    const [child] = await ctx().database.db.select().from(wfInstance).where(eq(wfInstance.parentInstanceId, parentId));
    expect(child).toMatchObject({ processKey: 'car_child', initiator: 'liuyang', state: 'running' });
    expect(child.variables).toMatchObject({ plate: '鄂A12345', initiator: 'liuyang' });
    const [parent] = await ctx().database.db.select().from(wfInstance).where(eq(wfInstance.id, parentId));
    expect(parent.tokens).toEqual([{ id: child.parentTokenId, nodeId: 'sub', state: 'active' }]);
    // the child's task is 陈静's; nothing of the parent waits for anyone yet
    const check = (await todo(tokens.chenjing)).find((task) => task.instanceId === child.id)!;
    expect(check.nodeName).toBe('车辆核查');
    expect((await todo(tokens.lina)).some((task) => task.instanceId === parentId)).toBe(false);
    // the initiator sees both
    const mine = (await call('GET', '/process/mine?pageSize=100', tokens.liuyang)).json().result.records as Array<{ id: string }>;
    expect(mine.map((record) => record.id)).toEqual(expect.arrayContaining([parentId, child.id]));

    const approved = await call('POST', '/task/approve', tokens.chenjing, { taskId: check.id, comment: '车况良好' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().result.instanceState).toBe('completed');
    expect((await todo(tokens.lina)).filter((task) => task.instanceId === parentId).map((task) => task.nodeName)).toEqual(['人事审批']);
    const timeline = await ctx().database.db.select().from(wfAction).where(eq(wfAction.instanceId, parentId)).orderBy(wfAction.createTime);
    expect(timeline.map((row) => row.action)).toEqual(['start', 'callReturn']);

    const last = (await todo(tokens.lina)).find((task) => task.instanceId === parentId)!;
    expect((await call('POST', '/task/approve', tokens.lina, { taskId: last.id })).json().result.instanceState).toBe('completed');
  });

  it('ends a running child when the parent no longer waits for it (the initiator withdrew the parent)', async () => {
    expect((await deploy(await addModel('用车核查', 'car_child_w', childXml('car_child_w')))).statusCode).toBe(200);
    expect((await deploy(await addModel('出车申请', 'car_parent_w', parentXml('car_parent_w', 'car_child_w')))).statusCode).toBe(200);
    const started = await call('POST', '/process/start', tokens.liuyang, { processKey: 'car_parent_w', variables: {} });
    const parentId = started.json().result.id as string;
    const [child] = await ctx().database.db.select().from(wfInstance).where(eq(wfInstance.parentInstanceId, parentId));
    expect((await todo(tokens.chenjing)).some((task) => task.instanceId === child.id)).toBe(true);
    const withdrawn = await call('POST', '/process/withdraw', tokens.liuyang, { instanceId: parentId, comment: '改一下' });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const [ended] = await ctx().database.db.select().from(wfInstance).where(eq(wfInstance.id, child.id));
    expect(ended).toMatchObject({ state: 'terminated', endReason: '父流程已不再等待该子流程' });
    expect((await todo(tokens.chenjing)).some((task) => task.instanceId === child.id)).toBe(false);
    expect((await todo(tokens.liuyang)).filter((task) => task.instanceId === parentId).map((task) => task.nodeName)).toEqual(['提交申请']);
  });
});
