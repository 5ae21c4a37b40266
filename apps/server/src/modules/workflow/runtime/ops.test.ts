import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, apiTest } from '../../../../test/helper';
import { sysUser } from '../../sys/user/user.table';
import { wfAction, wfInstance } from './runtime.table';
import { leaveGatewayXml } from './test-models';

// admin: every code, 流程运维 included
// yangfan: designs and deploys
// liuyang: 运营人员: starts and approves, no 流程运维 codes
// lina: 客服人员: starts, no deploy code
const { tokens, app, ctx } = apiTest(['admin', 'yangfan', 'liuyang', 'chenjing', 'lina']);

/** leader by the start form's `leader`; a named gateway: more than 3 days goes on to 人事审批 (陈静). */
const opsXml = (key: string) => leaveGatewayXml({ key, hrName: '人事审批', hrAssignee: 'chenjing', gatewayName: '天数判断', endName: '结束' });

beforeAll(async () => {
  for (const key of ['ops_leave', 'ops_deploy']) {
    const model = await call('POST', '/model/add', tokens.yangfan, { name: key === 'ops_leave' ? '运维请假' : '部署请假', modelKey: key, xml: opsXml(key) });
    expect(model.statusCode).toBe(200);
    expect((await call('POST', '/deployment/deploy', tokens.yangfan, { modelId: model.json().result.id })).statusCode).toBe(200);
  }
});

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  app().inject({ method, url: `/api/workflow${url}`, headers: authHeaders(token), ...(payload ? { payload } : {}) });

interface Row {
  id: string;
  title: string;
  initiator: string;
  state: string;
  versionNo: number;
  processName: string;
  endReason: string | null;
  error: string | null;
  errorNode: string | null;
  errorNodeName: string | null;
  waiting: Array<{ taskId: string; nodeId: string; nodeName: string; assignee: string | null; assigneeName: string | null }>;
}
const list = async (query = '') => {
  const res = await call('GET', `/ops/instances?pageSize=100&processKey=ops_leave${query}`, tokens.admin);
  expect(res.statusCode).toBe(200);
  return res.json().result as { total: number; records: Row[] };
};
const rowOf = async (id: string) => (await list()).records.find((row) => row.id === id)!;
const startLeave = async (variables: Record<string, unknown>, token = tokens.liuyang) => {
  const res = await call('POST', '/process/start', token, { processKey: 'ops_leave', variables });
  expect(res.statusCode).toBe(200);
  return res.json().result.id as string;
};
const todoIn = async (token: string, instanceId: string) =>
  ((await call('GET', '/task/todo?pageSize=100', token)).json().result.records as Array<{ id: string; instanceId: string; nodeName: string }>).find(
    (task) => task.instanceId === instanceId,
  );
const approve = (taskId: string, token: string) => call('POST', '/task/approve', token, { taskId, comment: '同意' });
/** The instance's timeline entries (the test clock stands still: in no particular order). */
const actions = async (instanceId: string) =>
  (await ctx().database.db.select().from(wfAction).where(eq(wfAction.instanceId, instanceId)).orderBy(asc(wfAction.action))).map((row) => ({
    action: row.action,
    actor: row.actor,
    comment: row.comment,
    target: row.target,
  }));
const entry = async (instanceId: string, action: string) => (await actions(instanceId)).find((row) => row.action === action);

describe('流程实例: every instance of the tenant', () => {
  it('lists each with where it waits and for whom, filtered by process, state, initiator, title and start time', async () => {
    const first = await startLeave({ leader: 'chenjing', days: 5 });
    const second = await startLeave({ leader: 'liuyang', days: 1 }, tokens.lina);
    const row = await rowOf(first);
    expect(row).toMatchObject({ state: 'running', versionNo: 1, processName: '运维请假', initiator: 'liuyang', error: null });
    expect(row.waiting).toEqual([expect.objectContaining({ nodeId: 'leader', nodeName: '直属领导审批', assignee: 'chenjing', assigneeName: '陈静' })]);
    const byLina = await list('&initiator=lina');
    expect(byLina.records.map((r) => r.id)).toEqual([second]);
    expect((await list('&state=completed')).records.map((r) => r.id)).not.toContain(first);
    expect((await list(`&title=${encodeURIComponent('运维请假-李娜')}`)).records.map((r) => r.id)).toEqual([second]);
    expect((await list('&startTime_begin=2000-01-01&startTime_end=2000-01-02')).total).toBe(0);
    expect((await list('&startTime_begin=2000-01-01')).total).toBeGreaterThanOrEqual(2);
    // another process's instances are not mixed in
    expect((await list()).records.every((r) => r.processName === '运维请假')).toBe(true);
  });

  it('refuses other sort columns, the advanced query and bad filters by name; users without the code get 403', async () => {
    const refused = async (query: string) => {
      const res = await call('GET', `/ops/instances?${query}`, tokens.admin);
      expect(res.statusCode).toBe(422);
      return res.json().result.errors[0];
    };
    expect(await refused('column=title')).toEqual({ field: 'column', message: '只能按发起时间排序' });
    expect((await refused(`superQueryParams=${encodeURIComponent('[{"field":"title","rule":"eq","val":"x"}]')}`)).field).toBe('superQueryParams');
    expect((await refused('state=lost')).field).toBe('state');
    expect(await refused('startTime_begin=yesterday')).toEqual({ field: 'startTime_begin', message: '时间格式应为 YYYY-MM-DD HH:mm:ss' });
    expect((await call('GET', '/ops/instances', tokens.liuyang)).statusCode).toBe(403);
    expect((await call('GET', '/deployment/all', tokens.liuyang)).statusCode).toBe(403);
  });
});

describe('挂起 / 激活 and 终止', () => {
  it('a suspended instance takes no approval until activated; each conflict is a clear 409', async () => {
    const id = await startLeave({ leader: 'chenjing', days: 1 });
    expect((await call('POST', '/ops/suspend', tokens.liuyang, { instanceId: id })).statusCode).toBe(403);
    expect((await call('POST', '/ops/suspend', tokens.admin, { instanceId: '' })).json()).toMatchObject({ message: '请指定流程实例' });
    expect((await call('POST', '/ops/suspend', tokens.admin, { instanceId: 'no-such-instance' })).statusCode).toBe(404);
    const suspended = await call('POST', '/ops/suspend', tokens.admin, { instanceId: id });
    expect(suspended.json()).toMatchObject({ success: true, message: '已挂起' });
    expect((await rowOf(id)).state).toBe('suspended');
    const task = (await todoIn(tokens.chenjing, id))!;
    const blocked = await approve(task.id, tokens.chenjing);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe('流程已挂起');
    const again = await call('POST', '/ops/suspend', tokens.admin, { instanceId: id });
    expect([again.statusCode, again.json().message]).toEqual([409, '流程已挂起']);
    expect((await call('POST', '/ops/resume', tokens.liuyang, { instanceId: id })).statusCode).toBe(403);
    expect((await call('POST', '/ops/resume', tokens.admin, { instanceId: id })).json().message).toBe('已激活');
    const twice = await call('POST', '/ops/resume', tokens.admin, { instanceId: id });
    expect([twice.statusCode, twice.json().message]).toEqual([409, '流程未挂起，无需激活']);
    expect((await approve(task.id, tokens.chenjing)).statusCode).toBe(200);
    expect((await rowOf(id)).state).toBe('completed');
    expect(await actions(id)).toEqual([
      expect.objectContaining({ action: 'approve', actor: 'chenjing' }),
      { action: 'resume', actor: 'admin', comment: null, target: null },
      expect.objectContaining({ action: 'start' }),
      { action: 'suspend', actor: 'admin', comment: null, target: null },
    ]);
    const ended = await call('POST', '/ops/suspend', tokens.admin, { instanceId: id });
    expect([ended.statusCode, ended.json().message]).toEqual([409, '流程已结束']);
  });

  it('terminates with a required reason: its tasks are gone, the reason and the end time kept', async () => {
    const id = await startLeave({ leader: 'chenjing', days: 5 });
    const noReason = await call('POST', '/ops/terminate', tokens.admin, { instanceId: id, reason: '  ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().result.errors[0]).toEqual({ field: 'reason', message: '请填写终止原因' });
    expect((await call('POST', '/ops/terminate', tokens.admin, { instanceId: id })).json().message).toBe('请填写终止原因');
    expect((await call('POST', '/ops/terminate', tokens.liuyang, { instanceId: id, reason: '重复申请' })).statusCode).toBe(403);
    expect((await rowOf(id)).state).toBe('running');
    // a suspended instance may be terminated too
    await call('POST', '/ops/suspend', tokens.admin, { instanceId: id });
    const terminated = await call('POST', '/ops/terminate', tokens.admin, { instanceId: id, reason: '重复申请' });
    expect(terminated.json()).toMatchObject({ success: true, message: '已终止' });
    const row = await rowOf(id);
    expect(row).toMatchObject({ state: 'terminated', endReason: '重复申请', waiting: [] });
    expect(await todoIn(tokens.chenjing, id)).toBeUndefined();
    const [stored] = await ctx().database.db.select().from(wfInstance).where(eq(wfInstance.id, id));
    expect(stored.endTime).not.toBeNull();
    expect(stored.tokens).toEqual([]);
    expect(await entry(id, 'terminate')).toEqual({ action: 'terminate', actor: 'admin', comment: '重复申请', target: null });
    const again = await call('POST', '/ops/terminate', tokens.admin, { instanceId: id, reason: '再次' });
    expect([again.statusCode, again.json().message]).toEqual([409, '流程已结束']);
    expect((await call('POST', '/ops/resume', tokens.admin, { instanceId: id })).json().message).toBe('流程已结束');
  });
});

describe('改派 and 跳转', () => {
  it('gives a pending task to another enabled user; refuses an unknown user, the same user and a handled task', async () => {
    const id = await startLeave({ leader: 'chenjing', days: 1 });
    const { taskId } = (await rowOf(id)).waiting[0];
    expect((await call('POST', '/ops/reassign', tokens.liuyang, { taskId, username: 'lina' })).statusCode).toBe(403);
    const unknown = await call('POST', '/ops/reassign', tokens.admin, { taskId, username: 'nobody_here' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().result.errors[0]).toEqual({ field: 'username', message: '用户 nobody_here 不存在' });
    const same = await call('POST', '/ops/reassign', tokens.admin, { taskId, username: 'chenjing' });
    expect(same.json().result.errors[0]).toEqual({ field: 'username', message: '任务已是「陈静」的' });
    expect((await call('POST', '/ops/reassign', tokens.admin, { taskId, username: '' })).json().message).toBe('请选择改派给的用户');
    await ctx().database.db.update(sysUser).set({ status: 2 }).where(eq(sysUser.username, 'dengchao'));
    const frozen = await call('POST', '/ops/reassign', tokens.admin, { taskId, username: 'dengchao' });
    expect(frozen.json().result.errors[0]).toEqual({ field: 'username', message: '用户「邓超」已冻结，不能接收任务' });
    const moved = await call('POST', '/ops/reassign', tokens.admin, { taskId, username: 'lina' });
    expect(moved.json()).toMatchObject({ success: true, message: '已改派给 李娜' });
    // lina hears about the task she was given
    const bell = (await app().inject({ method: 'GET', url: '/api/sys/annountCement/listByUser', headers: authHeaders(tokens.lina) })).json().result
      .sysMsgList as Array<{
      titile: string;
    }>;
    expect(bell.map((message) => message.titile)).toContainEqual(expect.stringMatching(/^新待办：运维请假.*（直属领导审批）$/));
    expect(await todoIn(tokens.chenjing, id)).toBeUndefined();
    expect((await todoIn(tokens.lina, id))!.id).toBe(taskId);
    expect((await rowOf(id)).waiting[0]).toMatchObject({ assignee: 'lina', assigneeName: '李娜' });
    expect(await entry(id, 'reassign')).toEqual({ action: 'reassign', actor: 'admin', comment: '由 陈静 改派给 李娜', target: 'lina' });
    expect((await approve(taskId, tokens.lina)).statusCode).toBe(200);
    const handled = await call('POST', '/ops/reassign', tokens.admin, { taskId, username: 'chenjing' });
    expect([handled.statusCode, handled.json().message]).toEqual([409, '任务已被处理，不能改派']);
  });

  it('moves the instance to a user task (its task opens as on arrival) or to the end event; only those nodes', async () => {
    const id = await startLeave({ leader: 'liuyang', days: 1 });
    const targets = await call('GET', `/ops/jumpTargets?instanceId=${id}`, tokens.admin);
    expect(targets.json().result).toEqual([
      { nodeId: 'leader', name: '直属领导审批', kind: 'userTask' },
      { nodeId: 'hr', name: '人事审批', kind: 'userTask' },
      { nodeId: 'end', name: '结束', kind: 'end' },
    ]);
    expect((await call('POST', '/ops/jump', tokens.liuyang, { instanceId: id, nodeId: 'hr' })).statusCode).toBe(403);
    const gateway = await call('POST', '/ops/jump', tokens.admin, { instanceId: id, nodeId: 'days' });
    expect(gateway.statusCode).toBe(422);
    expect(gateway.json().result.errors[0]).toEqual({ field: 'nodeId', message: '节点 days 不是本流程的用户任务或结束节点' });
    expect((await call('POST', '/ops/jump', tokens.admin, { instanceId: id, nodeId: '' })).json().message).toBe('请选择跳转到的节点');
    const toHr = await call('POST', '/ops/jump', tokens.admin, { instanceId: id, nodeId: 'hr', comment: '领导出差' });
    expect(toHr.json()).toMatchObject({ message: '已跳转', result: { instanceState: 'running', created: ['chenjing'] } });
    expect(await todoIn(tokens.liuyang, id)).toBeUndefined();
    expect((await todoIn(tokens.chenjing, id))!.nodeName).toBe('人事审批');
    expect(await entry(id, 'jump')).toEqual({ action: 'jump', actor: 'admin', comment: '领导出差', target: 'hr' });
    await call('POST', '/ops/suspend', tokens.admin, { instanceId: id });
    const suspended = await call('POST', '/ops/jump', tokens.admin, { instanceId: id, nodeId: 'end' });
    expect([suspended.statusCode, suspended.json().message]).toEqual([409, '流程已挂起，请先激活']);
    await call('POST', '/ops/resume', tokens.admin, { instanceId: id });
    const toEnd = await call('POST', '/ops/jump', tokens.admin, { instanceId: id, nodeId: 'end' });
    expect(toEnd.json()).toMatchObject({ message: '已跳转，流程已结束', result: { instanceState: 'completed', created: [] } });
    expect(await rowOf(id)).toMatchObject({ state: 'completed', waiting: [], endReason: '管理员跳转到「结束」结束' });
    const ended = await call('POST', '/ops/jump', tokens.admin, { instanceId: id, nodeId: 'hr' });
    expect([ended.statusCode, ended.json().message]).toEqual([409, '流程已结束']);
  });
});

describe('a failed instance', () => {
  it('an approval that cannot be worked out is not applied: the instance fails, an administrator repairs it, the approval then goes through', async () => {
    // no `days`: the gateway after the leader cannot decide
    const id = await startLeave({ leader: 'chenjing' });
    const task = (await todoIn(tokens.chenjing, id))!;
    const failed = await approve(task.id, tokens.chenjing);
    expect(failed.statusCode).toBe(422);
    expect(failed.json().message).toBe('流程无法继续（天数判断）：条件 ${days > 3} 无法计算：变量「days」不存在。已记录，管理员可在流程运维中修复');
    // the task stays with the leader; the instance shows failed in 流程运维
    expect((await todoIn(tokens.chenjing, id))!.id).toBe(task.id);
    const row = (await list('&state=failed')).records.find((r) => r.id === id)!;
    expect(row).toMatchObject({
      state: 'failed',
      error: '条件 ${days > 3} 无法计算：变量「days」不存在',
      errorNode: 'days',
      errorNodeName: '天数判断',
      waiting: [expect.objectContaining({ taskId: task.id, assignee: 'chenjing' })],
    });
    expect((await actions(id)).map((a) => a.action)).toEqual(['fail', 'start']);
    expect(await entry(id, 'fail')).toMatchObject({ actor: 'chenjing', comment: '条件 ${days > 3} 无法计算：变量「days」不存在' });
    // until repaired it refuses every move, and is not suspended or jumped over by mistake
    const again = await approve(task.id, tokens.chenjing);
    expect([again.statusCode, again.json().message]).toEqual([409, '流程出错，等待管理员修复']);
    expect((await call('POST', '/ops/suspend', tokens.admin, { instanceId: id })).json().message).toBe('流程出错，请先修复');
    // repair: the code, the field rules, a retry that still fails stores nothing
    expect((await call('POST', '/ops/repair', tokens.liuyang, { instanceId: id, variables: { days: 5 } })).statusCode).toBe(403);
    const badName = await call('POST', '/ops/repair', tokens.admin, { instanceId: id, variables: { __proto_x: 1 } });
    expect(badName.statusCode).toBe(422);
    expect(badName.json().result.errors[0].field).toBe('variables.__proto_x');
    const stillFails = await call('POST', '/ops/repair', tokens.admin, { instanceId: id, variables: { dayz: 5 }, retry: true });
    expect(stillFails.statusCode).toBe(422);
    expect(stillFails.json().message).toBe('修复后仍无法继续（天数判断）：条件 ${days > 3} 无法计算：变量「days」不存在');
    expect((await rowOf(id)).state).toBe('failed');
    const repaired = await call('POST', '/ops/repair', tokens.admin, { instanceId: id, variables: { days: 5 }, retry: true });
    expect(repaired.json()).toMatchObject({ success: true, message: '已修复，流程已恢复运行', result: { changed: 1 } });
    expect(await rowOf(id)).toMatchObject({ state: 'running', error: null, errorNode: null });
    expect(await entry(id, 'repair')).toEqual({
      action: 'repair',
      actor: 'admin',
      comment: '修改变量：days：（无） → 5（原错误：条件 ${days > 3} 无法计算：变量「days」不存在）',
      target: null,
    });
    const twice = await call('POST', '/ops/repair', tokens.admin, { instanceId: id, variables: { days: 6 } });
    expect([twice.statusCode, twice.json().message]).toEqual([409, '流程未出错，无需修复']);
    // the leader approves again: five days go on to 人事审批
    expect((await approve(task.id, tokens.chenjing)).json().result).toEqual({ instanceState: 'running', created: ['chenjing'] });
    expect((await todoIn(tokens.chenjing, id))!.nodeName).toBe('人事审批');
  });

  it('a start whose assignee expression gives nobody is refused with the node and the reason; no instance is kept', async () => {
    const before = (await list()).total;
    const refused = await call('POST', '/process/start', tokens.liuyang, { processKey: 'ops_leave', variables: { leader: '', days: 1 } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('流程无法继续（直属领导审批）：审批人表达式 ${leader} 没有给出审批人');
    expect((await list()).total).toBe(before);
  });
});

describe('部署版本: suspending and activating a deployment', () => {
  it('a suspended deployment starts no new instance; the model list shows the deployed version and its state', async () => {
    const deployments = (await call('GET', '/deployment/all', tokens.admin)).json().result as Array<{ id: string; processKey: string; versionNo: number }>;
    const deployment = deployments.find((d) => d.processKey === 'ops_deploy')!;
    expect(deployment).toMatchObject({ versionNo: 1 });
    const modelRow = async () =>
      ((await call('GET', '/model/list?pageSize=100', tokens.yangfan)).json().result.records as Array<{ modelKey: string; deployment: unknown }>).find(
        (m) => m.modelKey === 'ops_deploy',
      )!.deployment;
    expect(await modelRow()).toEqual({ versionNo: 1, modelVersion: 1, state: 'active' });
    expect((await call('POST', '/deployment/suspend', tokens.lina, { deploymentId: deployment.id })).statusCode).toBe(403);
    expect((await call('POST', '/deployment/suspend', tokens.yangfan, { deploymentId: '' })).json().message).toBe('请指定部署版本');
    const suspended = await call('POST', '/deployment/suspend', tokens.yangfan, { deploymentId: deployment.id });
    expect(suspended.json()).toMatchObject({ message: '第 1 版已挂起，不再发起新流程', result: { state: 'suspended' } });
    expect(await modelRow()).toEqual({ versionNo: 1, modelVersion: 1, state: 'suspended' });
    const start = await call('POST', '/process/start', tokens.liuyang, { processKey: 'ops_deploy', variables: { leader: 'chenjing', days: 1 } });
    expect([start.statusCode, start.json().message]).toEqual([422, '流程未部署或已挂起']);
    const again = await call('POST', '/deployment/suspend', tokens.yangfan, { deploymentId: deployment.id });
    expect([again.statusCode, again.json().message]).toEqual([409, '该版本已挂起']);
    expect((await call('POST', '/deployment/activate', tokens.yangfan, { deploymentId: deployment.id })).json().message).toBe('第 1 版已激活');
    const active = await call('POST', '/deployment/activate', tokens.yangfan, { deploymentId: deployment.id });
    expect([active.statusCode, active.json().message]).toEqual([409, '该版本已是激活状态']);
    expect((await call('POST', '/process/start', tokens.liuyang, { processKey: 'ops_deploy', variables: { leader: 'chenjing', days: 1 } })).statusCode).toBe(
      200,
    );
    // a model never deployed
    await call('POST', '/model/add', tokens.yangfan, { name: '未部署', modelKey: 'ops_never', xml: opsXml('ops_never') });
    const never = (
      (await call('GET', '/model/list?pageSize=100', tokens.yangfan)).json().result.records as Array<{ modelKey: string; deployment: unknown }>
    ).find((m) => m.modelKey === 'ops_never')!;
    expect(never.deployment).toBeNull();
  });
});
