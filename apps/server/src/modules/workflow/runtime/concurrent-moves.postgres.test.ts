import { afterAll, beforeAll, expect, it } from 'vitest';
import { authHeaders, buildTestApp, signIn, type TestContext } from '../../../../test/helper';
import { countersignXml } from './test-models';

// On PostgreSQL, where requests run at the same time: on the embedded database every transaction runs alone.

let ctx: TestContext;
let designer: string;
const approvers: Record<string, string> = {};

/** a countersign of 刘洋, 陈静 and 李娜 that all three must approve */
const allSignXml = countersignXml({
  key: 'all_sign',
  name: '全体会签',
  users: ['liuyang', 'chenjing', 'lina'],
  names: ['刘洋', '陈静', '李娜'],
  completion: '${nrOfCompletedInstances == nrOfInstances}',
});

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/workflow${url}`, headers: authHeaders(token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  ctx = await buildTestApp({ config: { captchaEnabled: false } });
  designer = await signIn(ctx.app, 'yangfan');
  for (const username of ['liuyang', 'chenjing', 'lina']) approvers[username] = await signIn(ctx.app, username);
  const model = await call('POST', '/model/add', designer, { name: '全体会签', modelKey: 'all_sign', xml: allSignXml });
  const deployed = await call('POST', '/deployment/deploy', designer, { modelId: model.json().result.id });
  expect(deployed.statusCode, deployed.body).toBe(200);
});
afterAll(() => ctx.close());

/** a countersign started by 刘洋, and the task of it waiting for `approver` */
async function startedFor(approver: string) {
  const started = await call('POST', '/process/start', approvers.liuyang, { processKey: 'all_sign', variables: {} });
  const instanceId = started.json().result.id as string;
  const records = (await call('GET', '/task/todo?pageSize=100', approvers[approver])).json().result.records as Array<{ id: string; instanceId: string }>;
  return { instanceId, taskId: records.find((record) => record.instanceId === instanceId)!.id };
}

it('lets every approver of a countersign approve at the same moment: each approval counts, the last one ends it', async () => {
  for (let round = 0; round < 3; round += 1) {
    const started = await call('POST', '/process/start', approvers.liuyang, { processKey: 'all_sign', variables: {} });
    expect(started.statusCode).toBe(200);
    const instanceId = started.json().result.id as string;
    const tasks = await Promise.all(
      Object.entries(approvers).map(async ([username, token]) => {
        const records = (await call('GET', '/task/todo?pageSize=100', token)).json().result.records as Array<{ id: string; instanceId: string }>;
        return { username, token, taskId: records.find((record) => record.instanceId === instanceId)!.id };
      }),
    );
    // each locks only their own task; the ones whose instance moved meanwhile are worked out again
    const answers = await Promise.all(tasks.map(({ token, taskId }) => call('POST', '/task/approve', token, { taskId, comment: '同意' })));
    expect(answers.map((answer) => [answer.statusCode, answer.json().message])).toEqual(answers.map(() => [200, expect.any(String)]));
    expect(answers.map((answer) => answer.json().result.instanceState).sort()).toEqual(['completed', 'running', 'running']);
    for (const { token } of tasks) {
      const left = (await call('GET', '/task/todo?pageSize=100', token)).json().result.records as Array<{ instanceId: string }>;
      expect(left.some((record) => record.instanceId === instanceId)).toBe(false);
    }
  }
});

it('still moves a task once when it is approved twice at the same moment', async () => {
  const { taskId } = await startedFor('chenjing');
  const answers = await Promise.all([0, 1, 2].map(() => call('POST', '/task/approve', approvers.chenjing, { taskId, comment: '同意' })));
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
  expect(answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().message)).toEqual(['任务已被处理', '任务已被处理']);
});

it('an approval and the initiator’s 撤回 at the same moment: one goes through, the other is told why, and never a server error (they locked task and instance in opposite orders and deadlocked)', async () => {
  for (let round = 0; round < 8; round += 1) {
    const { instanceId, taskId } = await startedFor('chenjing');
    const [approved, withdrawn] = await Promise.all([
      call('POST', '/task/approve', approvers.chenjing, { taskId, comment: '同意' }),
      call('POST', '/process/withdraw', approvers.liuyang, { instanceId, comment: '撤回' }),
    ]);
    expect([approved.statusCode, withdrawn.statusCode], `${approved.body} ${withdrawn.body}`).not.toContain(500);
    expect([200, 409]).toContain(approved.statusCode);
    expect([200, 409]).toContain(withdrawn.statusCode);
  }
});

it('an approval and an administrator’s 终止 at the same moment: one goes through, the other is told why, never a server error', async () => {
  const admin = await signIn(ctx.app, 'admin');
  for (let round = 0; round < 6; round += 1) {
    const { instanceId, taskId } = await startedFor('lina');
    const [approved, terminated] = await Promise.all([
      call('POST', '/task/approve', approvers.lina, { taskId, comment: '同意' }),
      call('POST', '/ops/terminate', admin, { instanceId, reason: '重复申请' }),
    ]);
    expect([approved.statusCode, terminated.statusCode], `${approved.body} ${terminated.body}`).not.toContain(500);
    // the administrator's 终止 waits for the approval at most, and then ends the instance
    expect(terminated.statusCode, terminated.body).toBe(200);
    expect([200, 409]).toContain(approved.statusCode);
  }
});
