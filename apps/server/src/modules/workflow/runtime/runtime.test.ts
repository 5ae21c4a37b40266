import { beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, apiTest } from '../../../../test/helper';
import { leaveGatewayXml } from './test-models';

// yangfan: 流程设计人员 (design, deploy)
// liuyang: 运营人员: starts processes, has to-dos
// chenjing: 运营人员
// lina: 客服人员: may start processes and has to-dos, no design codes
const { tokens, app, ctx } = apiTest(['yangfan', 'liuyang', 'chenjing', 'lina']);

/**
 * A leave process: the leader named by the start form's `leader`; more than 3 days then goes to a
 * countersign of 刘洋 and 陈静 where any one approval passes; `hrName` names that node.
 */
const leaveXml = (key: string, hrName = '人事会签', extra = '') =>
  leaveGatewayXml({
    key,
    hrName,
    hrAssignee: '${assignee}',
    hr: `
      <bpmn:extensionElements><flowable:assignee type="user" value="liuyang,chenjing" text="刘洋,陈静" /></bpmn:extensionElements>
      <bpmn:incoming>long</bpmn:incoming><bpmn:outgoing>f4</bpmn:outgoing>
      <bpmn:multiInstanceLoopCharacteristics flowable:collection="\${multiInstanceHandler.getUserIds(execution)}" flowable:elementVariable="assignee">
        <bpmn:completionCondition xsi:type="bpmn:tFormalExpression">\${nrOfCompletedInstances &gt;= 1}</bpmn:completionCondition>
      </bpmn:multiInstanceLoopCharacteristics>
    `,
    extra,
  });

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token: string, payload?: object) =>
  app().inject({ method, url: `/api/workflow${url}`, headers: authHeaders(token), ...(payload ? { payload } : {}) });

async function addModel(key: string, xml = leaveXml(key)) {
  const res = await call('POST', '/model/add', tokens.yangfan, { name: '请假', modelKey: key, xml });
  expect(res.statusCode).toBe(200);
  return res.json().result as { id: string; version: number };
}
const deploy = (modelId: string, token = tokens.yangfan) => call('POST', '/deployment/deploy', token, { modelId });
const todo = async (token: string) =>
  (await call('GET', '/task/todo?pageSize=100', token)).json().result.records as Array<{
    id: string;
    nodeName: string;
    instanceId: string;
    assignee: string | null;
  }>;
const approveTask = (taskId: string, token: string, comment = '同意') => call('POST', '/task/approve', token, { taskId, comment });

describe('deploying a model', () => {
  it('freezes the newest deployable version as version 1, 2, ... of its key', async () => {
    const model = await addModel('leave_deploy');
    const first = await deploy(model.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: '模型版本 v1 已部署（部署第 1 版）',
      result: { processKey: 'leave_deploy', versionNo: 1, modelVersion: 1, state: 'active', deployBy: 'yangfan' },
    });
    expect((await deploy(model.id)).json().result.versionNo).toBe(2);
    const listed = (await call('GET', '/deployment/list?processKey=leave_deploy', tokens.yangfan)).json().result;
    expect(listed.map((d: { versionNo: number }) => d.versionNo)).toEqual([2, 1]);
  });

  it('says which model version each deployment froze: v2 of a model whose v1 was a draft is its first deployment', async () => {
    // version 1 saved with an error (a task leading nowhere): a draft; version 2 fixed
    const model = await addModel('leave_versions', leaveXml('leave_versions', '人事会签', '<bpmn:userTask id="lost" name="无出口" />'));
    const saved = await call('PUT', '/model/save', tokens.yangfan, { id: model.id, version: model.version, xml: leaveXml('leave_versions') });
    expect(saved.json().result).toMatchObject({ latestVersion: 2, deployableVersion: 2 });
    const deployed = await deploy(model.id);
    expect(deployed.json()).toMatchObject({ message: '模型版本 v2 已部署（部署第 1 版）', result: { versionNo: 1, modelVersion: 2 } });
    // the model list shows the model version deployed beside the deployment's number
    const listed = (await call('GET', '/model/list?modelKey=leave_versions', tokens.yangfan)).json().result.records;
    expect(listed[0]).toMatchObject({ latestVersion: 2, deployment: { versionNo: 1, modelVersion: 2, state: 'active' } });
  });

  it('refuses a model with elements the runtime cannot run, naming them; a draft; users without the code', async () => {
    const withService = leaveXml('leave_service')
      .replace(
        '<bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="leader" />',
        '<bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="book" /><bpmn:sequenceFlow id="f0" sourceRef="book" targetRef="leader" />',
      )
      .replace('<bpmn:incoming>f1</bpmn:incoming><bpmn:outgoing>f2</bpmn:outgoing>', '<bpmn:incoming>f0</bpmn:incoming><bpmn:outgoing>f2</bpmn:outgoing>')
      .replace(
        '<bpmn:exclusiveGateway',
        '<bpmn:serviceTask id="book" name="记账" flowable:class="com.bus.Book"><bpmn:incoming>f1</bpmn:incoming><bpmn:outgoing>f0</bpmn:outgoing></bpmn:serviceTask>\n    <bpmn:exclusiveGateway',
      );
    const model = await addModel('leave_service', withService);
    const refused = await deploy(model.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('流程含有不能运行的元素：服务任务「记账」');
    expect((await deploy(model.id, tokens.lina)).statusCode).toBe(403);
    expect((await call('GET', '/deployment/list?processKey=leave_service', tokens.yangfan)).json().result).toEqual([]);
    // a timer boundary event the runtime can fire (a duration) deploys
    const withTimer = leaveXml('leave_timer').replace(
      '<bpmn:endEvent id="end">',
      '<bpmn:boundaryEvent id="remind" name="催办" attachedToRef="leader" cancelActivity="false"><bpmn:outgoing>f9</bpmn:outgoing><bpmn:timerEventDefinition><bpmn:timeDuration xsi:type="bpmn:tFormalExpression">PT24H</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:boundaryEvent><bpmn:sequenceFlow id="f9" sourceRef="remind" targetRef="end" />\n    <bpmn:endEvent id="end"><bpmn:incoming>f9</bpmn:incoming>',
    );
    const timed = await addModel('leave_timer', withTimer);
    expect((await deploy(timed.id)).statusCode).toBe(200);
    // saved with a lint error (a task leading nowhere): kept as a draft, never deployed
    const draft = await addModel('leave_draft', leaveXml('leave_draft', '人事会签', '<bpmn:userTask id="lost" name="无出口" />'));
    const notDeployable = await deploy(draft.id);
    expect(notDeployable.statusCode).toBe(422);
    expect(notDeployable.json().message).toBe('模型还没有可部署的版本（最新保存有错误）');
  });
});

describe('running the leave process', () => {
  let modelId: string;
  beforeAll(async () => {
    modelId = (await addModel('leave_run')).id;
    expect((await deploy(modelId)).statusCode).toBe(200);
  });

  it('starts, goes to the leader, then (more than 3 days) to a countersign any one of whom passes it', async () => {
    const started = await call('POST', '/process/start', tokens.liuyang, { processKey: 'leave_run', variables: { days: 5, leader: 'chenjing' } });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ message: '流程已发起', result: { processKey: 'leave_run', initiator: 'liuyang', state: 'running' } });
    const instanceId = started.json().result.id;
    const leaderTask = (await todo(tokens.chenjing)).find((task) => task.instanceId === instanceId)!;
    expect(leaderTask.nodeName).toBe('直属领导审批');
    expect((await todo(tokens.liuyang)).some((task) => task.instanceId === instanceId)).toBe(false);
    // not his task
    expect((await approveTask(leaderTask.id, tokens.liuyang)).statusCode).toBe(403);
    const approved = await approveTask(leaderTask.id, tokens.chenjing);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().result).toEqual({ instanceState: 'running', created: ['liuyang', 'chenjing'] });
    // the same approval again
    const again = await approveTask(leaderTask.id, tokens.chenjing);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('任务已被处理');
    const hrTask = (await todo(tokens.liuyang)).find((task) => task.instanceId === instanceId)!;
    expect(hrTask.nodeName).toBe('人事会签');
    expect((await approveTask(hrTask.id, tokens.liuyang)).json().result).toEqual({ instanceState: 'completed', created: [] });
    // any one passed: 陈静's countersign task was closed
    expect((await todo(tokens.chenjing)).some((task) => task.instanceId === instanceId)).toBe(false);
  });

  it('moves the process once when the same task is approved twice at the same moment', async () => {
    const started = await call('POST', '/process/start', tokens.liuyang, { processKey: 'leave_run', variables: { days: 1, leader: 'chenjing' } });
    const task = (await todo(tokens.chenjing)).find((t) => t.instanceId === started.json().result.id)!;
    const answers = await Promise.all([approveTask(task.id, tokens.chenjing), approveTask(task.id, tokens.chenjing)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe('任务已被处理');
  });

  it('keeps a running instance on the version it started on when a newer one is deployed', async () => {
    const started = await call('POST', '/process/start', tokens.liuyang, { processKey: 'leave_run', variables: { days: 5, leader: 'chenjing' } });
    const model = (await call('GET', `/model/queryById?id=${modelId}`, tokens.yangfan)).json().result;
    const saved = await call('PUT', '/model/save', tokens.yangfan, { id: modelId, version: model.version, xml: leaveXml('leave_run', '人事部会签（新版）') });
    expect(saved.statusCode).toBe(200);
    expect((await deploy(modelId)).json().result.versionNo).toBe(2);
    const leaderTask = (await todo(tokens.chenjing)).find((task) => task.instanceId === started.json().result.id)!;
    await approveTask(leaderTask.id, tokens.chenjing);
    expect((await todo(tokens.liuyang)).find((task) => task.instanceId === started.json().result.id)!.nodeName).toBe('人事会签');
    // a new instance starts on version 2
    const newer = await call('POST', '/process/start', tokens.liuyang, { processKey: 'leave_run', variables: { days: 5, leader: 'chenjing' } });
    await approveTask((await todo(tokens.chenjing)).find((task) => task.instanceId === newer.json().result.id)!.id, tokens.chenjing);
    expect((await todo(tokens.liuyang)).find((task) => task.instanceId === newer.json().result.id)!.nodeName).toBe('人事部会签（新版）');
  });

  it('refuses a start it cannot carry out, and says why: no deployment, a missing variable, bad field names', async () => {
    const none = await call('POST', '/process/start', tokens.liuyang, { processKey: 'no_such_process', variables: {} });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('流程未部署或已挂起');
    const noLeader = await call('POST', '/process/start', tokens.liuyang, { processKey: 'leave_run', variables: { days: 5 } });
    expect(noLeader.statusCode).toBe(422);
    expect(noLeader.json().message).toBe('流程无法继续（直属领导审批）：审批人表达式 ${leader} 无法计算：变量「leader」不存在');
    const hostile = await call('POST', '/process/start', tokens.liuyang, { processKey: 'leave_run', variables: { 'constructor.prototype': 1 } });
    expect(hostile.statusCode).toBe(422);
  });
});

describe('sending back, withdrawing and claiming', () => {
  beforeAll(async () => {
    const model = await addModel('leave_back');
    expect((await deploy(model.id)).statusCode).toBe(200);
  });
  const startLeave = async (days = 5) =>
    (await call('POST', '/process/start', tokens.liuyang, { processKey: 'leave_back', variables: { days, leader: 'chenjing' } })).json().result.id as string;
  const taskIn = async (token: string, instanceId: string) => (await todo(token)).find((task) => task.instanceId === instanceId)!;

  it('the countersign rejects to the initiator, who changes and resubmits; then it runs again from the leader', async () => {
    const instanceId = await startLeave();
    await approveTask((await taskIn(tokens.chenjing, instanceId)).id, tokens.chenjing);
    const hr = await taskIn(tokens.liuyang, instanceId);
    const targets = (await call('GET', `/task/rejectTargets?taskId=${hr.id}`, tokens.liuyang)).json().result;
    expect(targets).toEqual([
      { nodeId: 'start', name: '提交申请（发起人）' },
      { nodeId: 'leader', name: '直属领导审批' },
    ]);
    expect((await call('POST', '/task/reject', tokens.liuyang, { taskId: hr.id, targetNodeId: 'start', comment: '' })).json().message).toBe('请填写驳回理由');
    const rejected = await call('POST', '/task/reject', tokens.liuyang, { taskId: hr.id, targetNodeId: 'start', comment: '请补充病假证明' });
    expect(rejected.statusCode).toBe(200);
    // 陈静's countersign task closed too; the application is back with 刘洋, the initiator
    expect(await taskIn(tokens.chenjing, instanceId)).toBeUndefined();
    const back = await taskIn(tokens.liuyang, instanceId);
    expect(back.nodeName).toBe('提交申请');
    const resubmitted = await call('POST', '/task/approve', tokens.liuyang, { taskId: back.id, comment: '已补充', variables: { days: 2 } });
    expect(resubmitted.json().result).toEqual({ instanceState: 'running', created: ['chenjing'] });
    await approveTask((await taskIn(tokens.chenjing, instanceId)).id, tokens.chenjing);
    // two days now: done after the leader
    expect(await taskIn(tokens.liuyang, instanceId)).toBeUndefined();
  });

  it('rejects without a target to the last node passed; refuses a node not passed', async () => {
    const instanceId = await startLeave();
    await approveTask((await taskIn(tokens.chenjing, instanceId)).id, tokens.chenjing);
    const hr = await taskIn(tokens.liuyang, instanceId);
    const wrong = await call('POST', '/task/reject', tokens.liuyang, { taskId: hr.id, targetNodeId: 'end', comment: '不对' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('流程无法继续（end）：不能驳回到该节点');
    expect((await call('POST', '/task/reject', tokens.liuyang, { taskId: hr.id, comment: '领导再看看' })).statusCode).toBe(200);
    expect((await taskIn(tokens.chenjing, instanceId)).nodeName).toBe('直属领导审批');
  });

  it('lets the initiator withdraw the application (and nobody else), back to them to change', async () => {
    const instanceId = await startLeave();
    expect((await call('POST', '/process/withdraw', tokens.chenjing, { instanceId })).statusCode).toBe(403);
    const withdrawn = await call('POST', '/process/withdraw', tokens.liuyang, { instanceId, comment: '写错天数' });
    expect(withdrawn.statusCode).toBe(200);
    expect(await taskIn(tokens.chenjing, instanceId)).toBeUndefined();
    expect((await taskIn(tokens.liuyang, instanceId)).nodeName).toBe('提交申请');
    expect((await call('POST', '/process/withdraw', tokens.liuyang, { instanceId })).json().message).toBe('流程无法继续（start）：申请已在发起人手中');
  });

  it('offers a task to several candidates; the first claim takes it, a second is a 409', async () => {
    const model = await addModel(
      'leave_claim',
      leaveXml('leave_claim')
        .replace('flowable:assignee="${leader}"', '')
        .replace(
          '<bpmn:incoming>f1</bpmn:incoming><bpmn:outgoing>f2</bpmn:outgoing>',
          '<bpmn:extensionElements><flowable:assignee type="user" value="liuyang,chenjing" text="刘洋,陈静" /></bpmn:extensionElements><bpmn:incoming>f1</bpmn:incoming><bpmn:outgoing>f2</bpmn:outgoing>',
        ),
    );
    expect((await deploy(model.id)).statusCode).toBe(200);
    const instanceId = (await call('POST', '/process/start', tokens.lina, { processKey: 'leave_claim', variables: { days: 1 } })).json().result.id;
    const offered = await taskIn(tokens.chenjing, instanceId);
    expect(offered.assignee).toBeNull();
    expect((await taskIn(tokens.liuyang, instanceId)).id).toBe(offered.id);
    const claimable = (await call('GET', '/task/todo?scope=claim&pageSize=100', tokens.chenjing)).json().result.records as Array<{
      id: string;
      assignee: string | null;
    }>;
    expect(claimable.map((task) => task.id)).toContain(offered.id);
    expect(claimable.every((task) => task.assignee === null)).toBe(true);
    expect((await call('POST', '/task/claim', tokens.chenjing, { taskId: offered.id })).json().message).toBe('认领成功');
    expect(
      (await call('GET', '/task/todo?scope=claim&pageSize=100', tokens.chenjing)).json().result.records.map((task: { id: string }) => task.id),
    ).not.toContain(offered.id);
    const late = await call('POST', '/task/claim', tokens.liuyang, { taskId: offered.id });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('任务已被认领或已处理');
    expect(await taskIn(tokens.liuyang, instanceId)).toBeUndefined();
    expect((await approveTask(offered.id, tokens.chenjing)).json().result.instanceState).toBe('completed');
  });
});

describe('form field permissions of a node', () => {
  it('stores what the node lets the approver write and refuses a read-only or hidden field by name', async () => {
    const xml = leaveXml('leave_fields').replace(
      '<bpmn:userTask id="leader" name="直属领导审批" flowable:assignee="${leader}">',
      '<bpmn:userTask id="leader" name="直属领导审批" flowable:assignee="${leader}"><bpmn:extensionElements><flowable:formField label="批注" prop="note" readable="true" writable="true" /><flowable:formField label="天数" prop="days" readable="true" writable="false" /></bpmn:extensionElements>',
    );
    const model = await addModel('leave_fields', xml);
    expect((await deploy(model.id)).statusCode).toBe(200);
    const instanceId = (await call('POST', '/process/start', tokens.liuyang, { processKey: 'leave_fields', variables: { days: 5, leader: 'chenjing' } })).json()
      .result.id;
    const task = (await todo(tokens.chenjing)).find((t) => t.instanceId === instanceId)!;
    const readOnly = await call('POST', '/task/approve', tokens.chenjing, { taskId: task.id, variables: { days: 1 } });
    expect(readOnly.statusCode).toBe(422);
    expect(readOnly.json().result.errors).toEqual([{ field: 'variables.days', message: '字段「days」在「直属领导审批」不可修改' }]);
    const hidden = await call('POST', '/task/approve', tokens.chenjing, { taskId: task.id, variables: { salary: 1 } });
    expect(hidden.json().message).toBe('字段「salary」在「直属领导审批」不可修改');
    // refused means nothing moved: the task is still open
    expect((await todo(tokens.chenjing)).some((t) => t.id === task.id)).toBe(true);
    const written = await call('POST', '/task/approve', tokens.chenjing, { taskId: task.id, variables: { note: '同意，已安排顶岗' } });
    expect(written.statusCode).toBe(200);
    // days stayed 5: on to the countersign
    expect(written.json().result.created).toEqual(['liuyang', 'chenjing']);
  });
});

describe('我发起的', () => {
  it("lists the user's own applications, newest first, with where each waits; not other users'", async () => {
    // the test clock stands still: a second later, so this one is the newest
    ctx().clock.advance(1000);
    const id = (await call('POST', '/process/start', tokens.lina, { processKey: 'leave_run', variables: { days: 1, leader: 'chenjing' } })).json().result.id;
    const page = (await call('GET', '/process/mine?pageSize=5', tokens.lina)).json().result;
    expect(page.records[0]).toMatchObject({ id, initiator: 'lina', state: 'running', currentNodes: '直属领导审批' });
    expect(page.records.every((record: { initiator: string }) => record.initiator === 'lina')).toBe(true);
    expect((await call('GET', '/process/mine', tokens.chenjing)).json().result.records.some((record: { id: string }) => record.id === id)).toBe(false);
    expect((await call('GET', '/process/mine?column=title', tokens.lina)).statusCode).toBe(422);
  });
});

describe('我的待办', () => {
  it('pages and searches by title; refuses a page size past 100', async () => {
    await call('POST', '/process/start', tokens.liuyang, { processKey: 'leave_run', variables: { days: 1, leader: 'chenjing' } });
    await call('POST', '/process/start', tokens.liuyang, { processKey: 'leave_run', variables: { days: 2, leader: 'chenjing' } });
    const page = (await call('GET', '/task/todo?pageNo=1&pageSize=1&title=请假', tokens.chenjing)).json().result;
    expect(page).toMatchObject({ size: 1, current: 1 });
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.records).toHaveLength(1);
    expect(page.pages).toBe(page.total);
    expect((await call('GET', '/task/todo?title=%25_nothing', tokens.chenjing)).json().result.total).toBe(0);
    expect((await call('GET', '/task/todo?pageSize=1000', tokens.chenjing)).statusCode).toBe(422);
  });

  it('tells the total on every page, past the last one too; newest first, oldest first when asked', async () => {
    await call('POST', '/process/start', tokens.liuyang, { processKey: 'leave_run', variables: { days: 1, leader: 'chenjing' } });
    ctx().clock.advance(1000);
    await call('POST', '/process/start', tokens.liuyang, { processKey: 'leave_run', variables: { days: 2, leader: 'chenjing' } });
    const all = (await call('GET', '/task/todo?pageSize=100', tokens.chenjing)).json().result;
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.records).toHaveLength(all.total);
    const second = (await call('GET', '/task/todo?pageNo=2&pageSize=1', tokens.chenjing)).json().result;
    expect(second).toMatchObject({ total: all.total, current: 2, pages: all.total });
    expect(second.records.map((record: { id: string }) => record.id)).toEqual([all.records[1].id]);
    // no row to carry the total: still told
    const past = (await call('GET', `/task/todo?pageNo=${all.total + 3}&pageSize=1`, tokens.chenjing)).json().result;
    expect(past).toMatchObject({ total: all.total, records: [] });
    // the same tasks, the other way round (tasks of the same second in the same order either way)
    const oldest = (await call('GET', '/task/todo?pageSize=100&order=asc', tokens.chenjing)).json().result;
    const times = (records: Array<{ createTime: string }>) => records.map((record) => record.createTime);
    expect(times(oldest.records)).toEqual(times(all.records).reverse());
    expect(new Set(oldest.records.map((record: { id: string }) => record.id))).toEqual(new Set(all.records.map((record: { id: string }) => record.id)));
    expect(times(all.records)[0] > times(all.records).at(-1)!).toBe(true);
    // nothing of the total leaks into a record
    expect(all.records[0]).not.toHaveProperty('total');
    for (const bad of ['pageNo=0', 'pageNo=abc', 'pageSize=-1', 'order=sideways', 'scope=everyone'])
      expect((await call('GET', `/task/todo?${bad}`, tokens.chenjing)).statusCode, bad).toBe(422);
  });
});

describe('bad input on the runtime endpoints', () => {
  it('answers empty, unknown, too long and wrongly typed input with a clear 4xx, never a 500', async () => {
    const cases: Array<[Method, string, string, object | undefined, number, RegExp]> = [
      ['POST', '/deployment/deploy', tokens.yangfan, { modelId: '' }, 422, /请指定流程模型/],
      ['POST', '/deployment/deploy', tokens.yangfan, { modelId: 'constructor' }, 404, /流程模型不存在/],
      ['POST', '/process/start', tokens.liuyang, { processKey: '', variables: {} }, 422, /流程标识/],
      ['POST', '/process/start', tokens.liuyang, { processKey: 'leave_run', variables: 'days=5' }, 422, /预期|期望|object|对象/],
      [
        'POST',
        '/process/start',
        tokens.liuyang,
        { processKey: 'leave_run', variables: JSON.parse('{"__proto__": {"admin": true}, "leader": "chenjing"}') },
        422,
        // Fastify's JSON parser refuses the key before the route sees it
        /请求内容格式不正确/,
      ],
      ['POST', '/process/start', tokens.liuyang, { processKey: 'leave_run', variables: { __hr__assignees: ['x'], leader: 'chenjing' } }, 422, /不以 __ 开头/],
      ['POST', '/process/start', tokens.liuyang, { processKey: `x${'a'.repeat(200)}`, variables: {} }, 422, /长度不能超过 100 个字符/],
      ['POST', '/task/approve', tokens.chenjing, { taskId: '' }, 422, /请指定任务/],
      ['POST', '/task/approve', tokens.chenjing, { taskId: 'no-such-task' }, 404, /任务不存在/],
      ['POST', '/task/approve', tokens.chenjing, { taskId: 'no-such-task', comment: '好'.repeat(501) }, 422, /长度不能超过 500 个字符/],
      ['POST', '/task/reject', tokens.chenjing, { taskId: 'no-such-task', comment: '   ' }, 422, /请填写驳回理由/],
      ['POST', '/task/claim', tokens.chenjing, { taskId: "x' or 1=1 --" }, 409, /任务已被认领或已处理/],
      ['POST', '/process/withdraw', tokens.liuyang, { instanceId: '<script>' }, 404, /流程不存在/],
      ['GET', '/task/rejectTargets?taskId=', tokens.chenjing, undefined, 422, /请指定任务/],
      ['GET', '/task/todo?pageNo=0', tokens.chenjing, undefined, 422, /.+/],
      ['GET', '/deployment/list', tokens.yangfan, undefined, 422, /请指定流程/],
    ];
    const wrong: string[] = [];
    for (const [method, url, token, payload, status, message] of cases) {
      const reply = await call(method, url, token, payload);
      if (reply.statusCode !== status || !message.test(reply.json().message))
        wrong.push(`${method} ${url} ${JSON.stringify(payload)} -> ${reply.statusCode} ${reply.body.slice(0, 100)}`);
    }
    expect(wrong).toEqual([]);
  });
});
