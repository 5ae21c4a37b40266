// The approval runtime (issue 11), on the embedded database and on PostgreSQL (a throw-away
// database, skipped when PostgreSQL is not reachable), through the real server and its API only
// (no test-only hooks):
// - throughput: 20 clients, each a seeded user of its own, push 2,000 instances of a 3-step process
//   (every step assigned to ${initiator}) from start to end: start, then per step the to-do page
//   and an approval; instances/s and p50/p99 per action. Beside it, in the same run on the same
//   database, the raw driver doing the same writes per instance with 20 workers (the server's
//   inserts and updates, its version-checked instance update, the to-do page's two queries);
//   goal: the API within 1.5x of raw. On the embedded database the raw driver runs in this process
//   and its queries do not queue behind the other workers': only its throughput compares.
// - one user's to-do page (pageNo 1, pageSize 10) among 1,000,000 task rows of 1,000 users,
//   generated in SQL: p50/p99 of 200 sequential requests; goal p50 under 20 ms on PostgreSQL.
// - a sweep of 10,000 due timers on waiting tasks of those rows (reminders and time-outs that approve),
//   as the server's sweeper runs it: time until none is due.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { DEFAULT_POOL_SIZE } from '../apps/server/src/config';
import { pgliteHandle, postgresHandle } from '../apps/server/src/db/client';
import type { Database } from '../apps/server/src/db/client';
import { sweepDueTimers } from '../apps/server/src/modules/workflow/runtime/timers';
import { adminSession, root, startServer, waitForHttp } from '../scripts/lib.mjs';
import { percentile, request } from './lib/load.mjs';
import { BENCH_PORTS } from './lib/ports.mjs';
import { withThrowawayDatabase } from './lib/throwaway-database.mjs';

const PORT = BENCH_PORTS.workflow;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const BASE = `${ORIGIN}/api`;
const PASSWORD = 'Bench-Passw0rd';
const NEW_PASSWORD = 'Bench-Passw0rd-2';
const CLIENTS = 20;
const INSTANCES = Number(process.env.BENCH_WF_INSTANCES ?? 2000);
/** instances run first and not counted (a cold server's first requests) */
const WARMUP_INSTANCES = Math.min(100, INSTANCES);
const TASK_ROWS = Number(process.env.BENCH_WF_TASKS ?? 1_000_000);
const TODO_USERS = 1000;
const TIMERS = Number(process.env.BENCH_WF_TIMERS ?? 10_000);
const TODO_REQUESTS = 200;
const PROCESS_KEY = 'bench_three_step';
const STEPS = 3;
/** tenant-1 seed users whose roles start processes and handle to-dos (operator, service_desk) */
const USERS = [
  'lina',
  'wangfang',
  'liuyang',
  'chenjing',
  'zhaolei',
  'huangmin',
  'zhouqiang',
  'wuxia',
  'xujun',
  'sunli',
  'zhuhong',
  'gaofeng',
  'linhui',
  'heping',
  'guoqing',
  'maxiaoyan',
  'luobin',
  'songjia',
  'zhengkai',
  'xieting',
];
/** the user whose to-do page is timed among the million rows */
const TODO_USER = USERS[0];

const progress = (what: string) => console.log(`  · ${new Date().toISOString().slice(11, 19)} ${what}`);

export const threeStepXml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" id="Definitions_bench">
  <bpmn:process id="${PROCESS_KEY}" name="三步审批" isExecutable="true">
    <bpmn:startEvent id="start"><bpmn:outgoing>f1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="step1" name="第一步" flowable:assignee="\${initiator}"><bpmn:incoming>f1</bpmn:incoming><bpmn:outgoing>f2</bpmn:outgoing></bpmn:userTask>
    <bpmn:userTask id="step2" name="第二步" flowable:assignee="\${initiator}"><bpmn:incoming>f2</bpmn:incoming><bpmn:outgoing>f3</bpmn:outgoing></bpmn:userTask>
    <bpmn:userTask id="step3" name="第三步" flowable:assignee="\${initiator}"><bpmn:incoming>f3</bpmn:incoming><bpmn:outgoing>f4</bpmn:outgoing></bpmn:userTask>
    <bpmn:endEvent id="end"><bpmn:incoming>f4</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="step1" />
    <bpmn:sequenceFlow id="f2" sourceRef="step1" targetRef="step2" />
    <bpmn:sequenceFlow id="f3" sourceRef="step2" targetRef="step3" />
    <bpmn:sequenceFlow id="f4" sourceRef="step3" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;

type Summary = { count: number; p50: number; p99: number };
const summary = (latencies: number[]): Summary => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { count: sorted.length, p50: +percentile(sorted, 50).toFixed(2), p99: +percentile(sorted, 99).toFixed(2) };
};

/**
 * `CLIENTS` loops, each running whole instances (`instance(client, time)`) until `INSTANCES` have
 * been counted after `WARMUP_INSTANCES` uncounted ones; `time(action, work)` records the latency of
 * each action of a counted instance.
 */
async function pushInstances(instance: (client: number, time: <T>(action: string, work: () => Promise<T>) => Promise<T>) => Promise<void>) {
  const latencies: Record<string, number[]> = {};
  let next = 0;
  let begun = 0;
  let counted = 0;
  const loop = async (client: number) => {
    while (next < WARMUP_INSTANCES + INSTANCES) {
      const n = next++;
      const counts = n >= WARMUP_INSTANCES;
      if (n === WARMUP_INSTANCES) begun = performance.now();
      await instance(client, async (action, work) => {
        const started = performance.now();
        const result = await work();
        if (counts) (latencies[action] ??= []).push(performance.now() - started);
        return result;
      });
      if (counts) counted += 1;
      // an in-process database settles through promises alone: let the timers and I/O in
      await new Promise((r) => setImmediate(r));
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, client) => loop(client)));
  const elapsed = performance.now() - begun;
  return {
    instances: counted,
    elapsedMs: Math.round(elapsed),
    instancesPerSecond: +((counted / elapsed) * 1000).toFixed(1),
    ...Object.fromEntries(Object.entries(latencies).map(([action, values]) => [action, summary(values)])),
  };
}

// ---------------------------------------------------------------------------------------------
// Through the API

interface Sessions {
  admin: string;
  users: Map<string, string>;
}

const login = async (username: string, password: string) =>
  ((await request(`${BASE}/sys/login`, { method: 'POST', body: { username, password, captcha: '', checkKey: 'bench' } })) as { result: { token: string } })
    .result.token;

/** Admin and the 20 users: the admin resets each seed user's one-time password, the user replaces it. */
async function signInEveryone(): Promise<Sessions> {
  const admin = await adminSession(ORIGIN, PASSWORD, NEW_PASSWORD);
  const users = new Map<string, string>();
  for (const username of USERS) {
    await request(`${BASE}/sys/user/changePassword`, {
      method: 'PUT',
      headers: { 'x-access-token': admin },
      body: { username, password: 'Bench-Once-Passw0rd', confirmpassword: 'Bench-Once-Passw0rd' },
    });
    await request(`${BASE}/sys/user/updatePassword`, {
      method: 'POST',
      headers: { 'x-access-token': await login(username, 'Bench-Once-Passw0rd') },
      body: { username, oldpassword: 'Bench-Once-Passw0rd', password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD },
    });
    users.set(username, await login(username, NEW_PASSWORD));
  }
  return { admin, users };
}

/** The 3-step model saved and deployed by the administrator; the deployment's id. */
async function deployThreeSteps(admin: string) {
  const headers = { 'x-access-token': admin };
  const model = (await request(`${BASE}/workflow/model/add`, {
    method: 'POST',
    headers,
    body: { name: '三步审批', modelKey: PROCESS_KEY, xml: threeStepXml },
  })) as { result: { id: string } };
  const deployment = (await request(`${BASE}/workflow/deployment/deploy`, { method: 'POST', headers, body: { modelId: model.result.id } })) as {
    result: { id: string };
  };
  return deployment.result.id;
}

async function apiThroughput(sessions: Sessions) {
  const tokens = USERS.map((username) => sessions.users.get(username)!);
  return pushInstances(async (client, time) => {
    const headers = { 'x-access-token': tokens[client] };
    const started = (await time('start', () =>
      request(`${BASE}/workflow/process/start`, { method: 'POST', headers, body: { processKey: PROCESS_KEY, variables: { reason: '压测' } } }),
    )) as { result: { id: string } };
    for (let step = 1; step <= STEPS; step += 1) {
      const todo = (await time('todo', () => request(`${BASE}/workflow/task/todo?pageNo=1&pageSize=10`, { headers }))) as {
        result: { records: Array<{ id: string; instanceId: string }> };
      };
      // the client's user has this one task pending: the step of the instance it started
      const task = todo.result.records.find((record) => record.instanceId === started.result.id);
      if (!task) throw new Error(`step ${step} of ${started.result.id} is not on ${USERS[client]}'s to-do page`);
      const approved = (await time('approve', () =>
        request(`${BASE}/workflow/task/approve`, { method: 'POST', headers, body: { taskId: task.id, comment: '同意' } }),
      )) as { result: { instanceState: string } };
      if ((approved.result.instanceState === 'completed') !== (step === STEPS))
        throw new Error(`unexpected state after step ${step}: ${approved.result.instanceState}`);
    }
  });
}

/** One user's to-do page, timed one request after another (after a few uncounted ones). */
async function timeTodoPage(token: string) {
  const url = `${BASE}/workflow/task/todo?pageNo=1&pageSize=10`;
  const headers = { 'x-access-token': token };
  let total = 0;
  for (let i = 0; i < 10; i += 1) total = ((await request(url, { headers })) as { result: { total: number } }).result.total;
  const latencies: number[] = [];
  for (let i = 0; i < TODO_REQUESTS; i += 1) {
    const started = performance.now();
    await request(url, { headers });
    latencies.push(performance.now() - started);
  }
  return { user: TODO_USER, total, ...summary(latencies) };
}

// ---------------------------------------------------------------------------------------------
// The raw driver: the same writes per instance, and the to-do page's two queries

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>;
/** runs `work` in one transaction of its own connection */
type InTransaction = <T>(work: (query: Query) => Promise<T>) => Promise<T>;

const TODO_WHERE = `wf_task.tenant_id = $1 and wf_task.state = 'pending' and (wf_task.assignee = $2 or (wf_task.assignee is null and wf_task.candidates ? $2))`;
export const TODO_COUNT = `select count(*)::int as total from wf_task inner join wf_instance on wf_instance.id = wf_task.instance_id where ${TODO_WHERE}`;
// the initiator's name as the server reads it: the user directory's subselect (modules/sys/directory/user-sql.ts)
export const TODO_PAGE = `select wf_task.*, wf_instance.title, wf_instance.process_key, wf_instance.initiator,
  (select u.realname from sys_user u where u.username = wf_instance.initiator) as realname
  from wf_task inner join wf_instance on wf_instance.id = wf_task.instance_id where ${TODO_WHERE}
  order by wf_task.create_time desc, wf_task.id asc limit $3 offset $4`;

async function rawThroughput(query: Query, inTransaction: InTransaction, deploymentId: string) {
  return pushInstances(async (client, time) => {
    const username = USERS[client];
    const instanceId = crypto.randomUUID();
    await time('start', () =>
      inTransaction(async (q) => {
        const now = new Date();
        const tokenId = crypto.randomUUID();
        await q(
          `insert into wf_instance (id, tenant_id, deployment_id, process_key, title, initiator, state, variables, tokens, start_time)
           values ($1, 1, $2, $3, $4, $5, 'running', $6, $7, $8) returning *`,
          [
            instanceId,
            deploymentId,
            PROCESS_KEY,
            `三步审批-${username}-${now.toISOString().slice(0, 10)}`,
            username,
            JSON.stringify({ reason: '压测', initiator: username }),
            JSON.stringify([{ id: tokenId, nodeId: 'step1', state: 'active' }]),
            now,
          ],
        );
        await q(
          `insert into wf_task (id, tenant_id, instance_id, token_id, node_id, node_name, assignee, candidates, state, create_time)
           values ($1, 1, $2, $3, 'step1', '第一步', $4, '[]', 'pending', $5)`,
          [crypto.randomUUID(), instanceId, tokenId, username, now],
        );
        await q(`insert into wf_action (id, instance_id, actor, action, node_id, create_time) values ($1, $2, $3, 'start', 'start', $4)`, [
          crypto.randomUUID(),
          instanceId,
          username,
          now,
        ]);
      }),
    );
    for (let step = 1; step <= STEPS; step += 1) {
      const page = await time('todo', async () => {
        await query(TODO_COUNT, [1, username]);
        return query(TODO_PAGE, [1, username, 10, 0]);
      });
      const taskId = page.rows.find((row) => row.instance_id === instanceId)?.id as string;
      if (!taskId) throw new Error(`raw: step ${step} of ${instanceId} not found`);
      await time('approve', () =>
        inTransaction(async (q) => {
          const now = new Date();
          const [task] = (await q(`select * from wf_task where id = $1 and tenant_id = 1 for update`, [taskId])).rows;
          const [instance] = (await q(`select * from wf_instance where id = $1`, [task.instance_id])).rows;
          const last = step === STEPS;
          const tokens = last ? [] : [{ id: task.token_id, nodeId: `step${step + 1}`, state: 'active' }];
          const moved = await q(
            `update wf_instance set variables = $1, tokens = $2, state = $3, end_time = $4, version = $5 where id = $6 and version = $7 returning id`,
            [
              JSON.stringify(instance.variables),
              JSON.stringify(tokens),
              last ? 'completed' : 'running',
              last ? now : null,
              (instance.version as number) + 1,
              instanceId,
              instance.version,
            ],
          );
          if (!moved.rows.length) throw new Error('raw: version check failed');
          await q(`update wf_task set state = 'done', outcome = 'approve', assignee = $1, comment = $2, end_time = $3 where id = $4`, [
            username,
            '同意',
            now,
            taskId,
          ]);
          if (!last)
            await q(
              `insert into wf_task (id, tenant_id, instance_id, token_id, node_id, node_name, assignee, candidates, state, create_time)
               values ($1, 1, $2, $3, $4, $5, $6, '[]', 'pending', $7)`,
              [crypto.randomUUID(), instanceId, task.token_id, `step${step + 1}`, ['第一步', '第二步', '第三步'][step], username, now],
            );
          await q(
            `insert into wf_action (id, instance_id, task_id, node_id, node_name, actor, action, comment, create_time)
             values ($1, $2, $3, $4, $5, $6, 'approve', '同意', $7)`,
            [crypto.randomUUID(), instanceId, taskId, task.node_id, task.node_name, username, now],
          );
          if (last) {
            // the applicant hears the outcome (审批通过) as the runtime tells him: the actor's name, the
            // recipient, the message and its send row (issue 22)
            await q(`select realname from sys_user where username = $1`, [username]);
            const [user] = (await q(`select id from sys_user where username = $1 and del_flag = 0 and status = 1`, [username])).rows;
            const anntId = crypto.randomUUID();
            await q(
              `insert into sys_announcement (id, titile, msg_content, sender, priority, msg_category, msg_type, user_ids, send_status, send_time,
                 open_type, open_page, bus_type, bus_id, tenant_id, create_by, create_time)
               values ($1, $2, $3, $4, 'L', '2', 'USER', $5, '1', $6, 'url', $7, 'workflow', $8, 1, $4, $6)`,
              [
                anntId,
                `审批通过：${instance.title}`,
                '<p>您的申请已审批通过。</p>',
                username,
                user.id,
                now,
                `/workflow/process/detail/${instanceId}`,
                instanceId,
              ],
            );
            await q(`insert into sys_announcement_send (id, annt_id, user_id, create_time) values ($1, $2, $3, $4)`, [
              crypto.randomUUID(),
              anntId,
              user.id,
              now,
            ]);
          }
        }),
      );
    }
  });
}

/** How many times slower the API is than the raw driver (goal: at most 1.5): in throughput, and in each action's p99. */
const apiVsRaw = (api: Record<string, unknown>, raw: Record<string, unknown>) => {
  const p99 = (side: Record<string, unknown>, action: string) => (side[action] as Summary).p99;
  return {
    throughput: +((raw.instancesPerSecond as number) / (api.instancesPerSecond as number)).toFixed(2),
    ...Object.fromEntries(['start', 'todo', 'approve'].map((action) => [`p99.${action}`, +(p99(api, action) / p99(raw, action)).toFixed(2)])),
  };
};

// ---------------------------------------------------------------------------------------------
// A million task rows, generated in SQL

/**
 * ~333,334 instances of the 3-step process, 3 tasks each (TASK_ROWS in all), over TODO_USERS
 * users (the 20 bench users among them), spread over the past year: 9 in 10 instances completed,
 * the rest waiting on their third step; one waiting step in ten offered to three candidates to
 * claim instead of given to one user. Then ANALYZE, as autovacuum would after such a load.
 */
export async function seedTaskRows(query: Query, deploymentId: string) {
  const instances = Math.ceil(TASK_ROWS / STEPS);
  // user number i of TODO_USERS (the bench users first), picked by a hash of the row's key
  const userOf = (key: string) =>
    `(select case when i < ${USERS.length} then (array[${USERS.map((u) => `'${u}'`).join(',')}])[i + 1] else 'wfbench' || lpad(i::text, 4, '0') end from (select abs(hashtext(${key})) % ${TODO_USERS} as i) h)`;
  progress(`seeding ${instances} instances`);
  await query(
    `insert into wf_instance (id, tenant_id, deployment_id, process_key, title, initiator, state, variables, tokens, start_time, end_time, version)
     select 'bi-' || n, 1, $1, $2, '三步审批-' || ${userOf("'i' || n")} || '-' || to_char(now() - make_interval(secs => n * 90), 'YYYY-MM-DD'),
            ${userOf("'i' || n")}, case when n % 10 = 0 then 'running' else 'completed' end, '{}'::jsonb,
            case when n % 10 = 0 then jsonb_build_array(jsonb_build_object('id', 'tok-' || n, 'nodeId', 'step3', 'state', 'active')) else '[]'::jsonb end,
            now() - make_interval(secs => n * 90), case when n % 10 = 0 then null else now() - make_interval(secs => n * 90 - 3600) end,
            case when n % 10 = 0 then 2 else 3 end
     from generate_series(1, $3::int) as n`,
    [deploymentId, PROCESS_KEY, instances],
  );
  progress(`seeding ${TASK_ROWS} tasks`);
  await query(
    `insert into wf_task (id, tenant_id, instance_id, token_id, node_id, node_name, assignee, candidates, state, outcome, comment, create_time, end_time)
     select 'bt-' || n || '-' || k, 1, 'bi-' || n, 'tok-' || n, 'step' || k, (array['第一步','第二步','第三步'])[k],
            case when pending and n % 100 = 0 then null else ${userOf("n || '-' || k")} end,
            case when pending and n % 100 = 0 then jsonb_build_array(${userOf("n || '-' || k")}, ${userOf("n || '-' || k || '+1'")}, ${userOf("n || '-' || k || '+2'")}) else '[]'::jsonb end,
            case when pending then 'pending' else 'done' end, case when pending then null else 'approve' end, case when pending then null else '同意' end,
            now() - make_interval(secs => n * 90 - (k - 1) * 1200), case when pending then null else now() - make_interval(secs => n * 90 - k * 1200) end
     from generate_series(1, $1::int) as n
     cross join generate_series(1, 3) as k
     cross join lateral (select n % 10 = 0 and k = 3 as pending) p
     where (n - 1) * 3 + k <= $2`,
    [instances, TASK_ROWS],
  );
  await query('analyze wf_instance');
  await query('analyze wf_task');
}

/** The plan and time of the to-do page's two queries for the timed user (printed: the first place to look when slow). */
async function explainTodo(query: Query) {
  const plans: Record<string, number> = {};
  for (const [name, text, params] of [
    ['count', TODO_COUNT, [1, TODO_USER]],
    ['page', TODO_PAGE, [1, TODO_USER, 10, 0]],
  ] as const) {
    const { rows } = await query(`explain (analyze, costs off) ${text}`, [...params]);
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    plans[name] = Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? NaN);
    if (process.env.BENCH_EXPLAIN) console.log(plan);
  }
  return { executionMs: plans };
}

// ---------------------------------------------------------------------------------------------
// The timer sweep

/**
 * A sweep of TIMERS due timers (10,000) on waiting tasks of the million rows, as the server's
 * sweeper runs it (sweepDueTimers, batches of 500 until none is due): half are reminders (a bell
 * message to the task's people), half time-outs that approve the task (a full move that ends its
 * instance). Reported: the time until none is due, timers per second, and how many fired.
 */
async function timerSweep(query: Query, database: Database) {
  progress(`${TIMERS} due timers`);
  await query(
    `insert into wf_timer (id, tenant_id, instance_id, task_id, node_id, kind, due_time, state)
     select 'btm-' || t.id, 1, t.instance_id, t.id, t.node_id, case when n % 2 = 0 then 'approve' else 'remind' end, now() - interval '1 minute', 'pending'
     from (select id, instance_id, node_id, row_number() over (order by id) as n from wf_task where state = 'pending' and id like 'bt-%' limit $1) t`,
    [TIMERS],
  );
  const [{ due }] = (await query(`select count(*)::int as due from wf_timer where state = 'pending'`)).rows as Array<{ due: number }>;
  const started = performance.now();
  const totals = { fired: 0, cancelled: 0, failed: 0, sweeps: 0 };
  for (;;) {
    const result = await sweepDueTimers(database, new Date(), { limit: 500 });
    totals.fired += result.fired;
    totals.cancelled += result.cancelled;
    totals.failed += result.failed;
    totals.sweeps += 1;
    if (!result.more) break;
  }
  const seconds = (performance.now() - started) / 1000;
  return { due, seconds: +seconds.toFixed(1), timersPerSecond: Math.round(due / seconds), ...totals };
}

// ---------------------------------------------------------------------------------------------

function serverOn(env: Record<string, string>, log: string) {
  return startServer(
    { ...env, ADMIN_PASSWORD: PASSWORD, AUTH_CAPTCHA: 'off', LOG_LEVEL: 'error' },
    { port: PORT, logFile: join(root, `.tmp/logs/bench-workflow-${log}.log`) },
  );
}

async function stop(server: ReturnType<typeof startServer>) {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
}

/** The embedded database: the server's default data directory under a fresh DATA_DIR; the raw driver opens it once the server stopped. */
async function embedded() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-workflow-'));
  const results: Record<string, unknown> = {};
  let server = serverOn({ DATA_DIR: dataDir }, 'embedded');
  try {
    await waitForHttp(`${BASE}/basic/system/get`);
    const sessions = await signInEveryone();
    const deploymentId = await deployThreeSteps(sessions.admin);
    progress(`embedded: API, ${CLIENTS} clients, ${INSTANCES} instances`);
    const api = await apiThroughput(sessions);
    await stop(server);
    // opened as the server opens it (client.ts): 16 MB of buffers, V8's baseline WebAssembly compiler
    v8.setFlagsFromString('--liftoff-only');
    const db = new PGlite(join(dataDir, 'pgdata'), { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] });
    await db.waitReady;
    try {
      const query: Query = async (text, params) => db.query(text, params as unknown[]);
      progress(`embedded: raw driver, ${CLIENTS} workers`);
      const raw = await rawThroughput(query, (work) => db.transaction((tx) => work(async (text, params) => tx.query(text, params as unknown[]))), deploymentId);
      results.throughput = { api, raw, apiVsRaw: apiVsRaw(api, raw) };
      await seedTaskRows(query, deploymentId);
      results.todoPlan = await explainTodo(query);
      results.timers = await timerSweep(query, pgliteHandle(db).db);
    } finally {
      await db.close();
    }
    server = serverOn({ DATA_DIR: dataDir }, 'embedded');
    await waitForHttp(`${BASE}/basic/system/get`);
    progress(`embedded: ${TODO_USER}'s to-do page among ${TASK_ROWS} task rows`);
    results.todoPage = await timeTodoPage(await login(TODO_USER, NEW_PASSWORD));
  } catch (error) {
    results.error = String((error as Error).stack ?? error);
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

/**
 * A checkpoint before each timed run on PostgreSQL: the server's start (its seed) and the run before
 * leave a checkpoint due, and the one that falls inside a run (writing the dirty pages, then whole
 * pages into the WAL at each page's next change) doubled the database's CPU of that run alone.
 * Needs a superuser or pg_checkpoint; without, the runs go on as they are.
 */
async function settle(pool: pg.Pool) {
  await pool.query('checkpoint').catch((error: Error) => progress(`no checkpoint before the run: ${error.message}`));
}

async function postgres() {
  return withThrowawayDatabase('bench_workflow', async (databaseUrl: string) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-workflow-pg-'));
    const server = serverOn({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir }, 'postgres');
    // as many connections as the server's pool (DATABASE_POOL_SIZE, config.ts)
    const pool = new pg.Pool({ connectionString: databaseUrl, max: DEFAULT_POOL_SIZE });
    pool.on('error', () => {}); // idle connections end when the database is dropped at the end
    const results: Record<string, unknown> = {};
    try {
      await waitForHttp(`${BASE}/basic/system/get`);
      const sessions = await signInEveryone();
      const deploymentId = await deployThreeSteps(sessions.admin);
      await settle(pool);
      progress(`PostgreSQL: API, ${CLIENTS} clients, ${INSTANCES} instances`);
      const api = await apiThroughput(sessions);
      await settle(pool);
      progress(`PostgreSQL: raw driver, ${CLIENTS} workers`);
      const query: Query = (text, params) => pool.query(text, params);
      const raw = await rawThroughput(
        query,
        async (work) => {
          const connection = await pool.connect();
          try {
            await connection.query('begin');
            const result = await work((text, params) => connection.query(text, params));
            await connection.query('commit');
            return result;
          } catch (error) {
            await connection.query('rollback');
            throw error;
          } finally {
            connection.release();
          }
        },
        deploymentId,
      );
      results.throughput = { api, raw, apiVsRaw: apiVsRaw(api, raw) };
      await seedTaskRows(query, deploymentId);
      results.todoPlan = await explainTodo(query);
      progress(`PostgreSQL: ${TODO_USER}'s to-do page among ${TASK_ROWS} task rows`);
      results.todoPage = await timeTodoPage(sessions.users.get(TODO_USER)!);
      // the server stopped first: its own sweeper would share the work
      await stop(server);
      const handle = postgresHandle(databaseUrl, DEFAULT_POOL_SIZE, () => {});
      try {
        results.timers = await timerSweep(query, handle.db);
      } finally {
        await handle.close();
      }
    } catch (error) {
      results.error = String((error as Error).stack ?? error);
    } finally {
      await stop(server);
      await pool.end();
      rmSync(dataDir, { recursive: true, force: true });
    }
    return results;
  });
}

export async function workflowBench() {
  const results: Record<string, unknown> = { clients: CLIENTS, instances: INSTANCES, steps: STEPS, taskRows: TASK_ROWS, todoUsers: TODO_USERS };
  if (process.env.BENCH_WF_DATABASES !== 'postgres') results.embedded = await embedded();
  if (process.env.BENCH_WF_DATABASES !== 'embedded') results.postgres = await postgres();
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await workflowBench(), null, 2));
