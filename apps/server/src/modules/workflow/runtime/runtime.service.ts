/**
 * Deployments, instances and tasks on the database: each move loads the instance's state, runs the
 * engine (engine.ts) and stores what changed in one transaction. Two moves of one instance at once
 * (a double click, two tabs, two servers): the instance's version lets one through; the other,
 * like an approval of a task already handled, is a 409 任务已被处理.
 */
import { and, asc, desc, eq, inArray, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describeIssues, lintXml } from '@bus/bpmn-designer/lint-xml';
import { renderTitle } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { plainStatement, reusableQuery, transactionAfterReads } from '../../../db/reusable-query';
import { AppError, fieldError } from '../../../lib/app-error';
import type { RequestContext } from '../../../lib/request-context';
import { userDirectory } from '../../sys';
import { wfForm } from '../form/form.table';
import { findModel } from '../model/model.service';
import { wfModelVersion } from '../model/model.table';
import {
  approve,
  cancel,
  expressionAssignees,
  finished,
  MoveRefused,
  reject,
  rejectTargets,
  RuntimeStepError,
  start,
  withdraw,
  type EngineContext,
  type RuntimeState,
  type RuntimeTask,
} from './engine';
import { checkStartValues } from './form-values';
import { initiatorVariables } from './initiator';
import { failedMove, INSTANCE_FAILED, InstanceMoved, isLive, moveTransaction, nodeNameOf, startNameOf } from './instance-failure';
import { unresolvedCalls } from './call-activity';
import { afterMove } from './move-effects';
import { formatSerialDate, nextSerialNo } from './serial';
import { ProcessGraphError, readProcessGraph, type GraphNode, type ProcessGraph } from './process-graph';
import { wfAction, wfDeployment, wfInstance, wfTask } from './runtime.table';
import { unrunnableTimers } from './timers';

export type DeploymentRow = typeof wfDeployment.$inferSelect;
export type InstanceRow = typeof wfInstance.$inferSelect;
export type TaskRow = typeof wfTask.$inferSelect;

export const TASK_HANDLED = '任务已被处理';

/** Graphs of deployments, read once per process (a deployment never changes). */
const graphs = new Map<string, Promise<ProcessGraph>>();
export function graphOf(deployment: Pick<DeploymentRow, 'id' | 'xml'>): Promise<ProcessGraph> {
  let graph = graphs.get(deployment.id);
  if (!graph) {
    graph = readProcessGraph(deployment.xml);
    graphs.set(deployment.id, graph);
    graph.catch(() => graphs.delete(deployment.id));
  }
  return graph;
}

/**
 * 部署: freezes the model's newest deployable version. The server lints it again and reads it as
 * the runtime will: a model with lint errors or elements the runtime cannot run is refused (422).
 */
export async function deployModel({ db, session, now }: RequestContext, modelId: string): Promise<DeploymentRow> {
  const model = await findModel(db, session.tenantId, modelId);
  if (model.deployableVersion === null) throw fieldError('modelId', '模型还没有可部署的版本（最新保存有错误）');
  const [version] = await db
    .select()
    .from(wfModelVersion)
    .where(and(eq(wfModelVersion.modelId, model.id), eq(wfModelVersion.versionNo, model.deployableVersion)));
  let startForm: unknown = null;
  if (model.startFormId) {
    const [form] = await db.select().from(wfForm).where(eq(wfForm.id, model.startFormId));
    startForm = form?.schemaJson ? JSON.parse(form.schemaJson) : null;
  }
  const lint = await lintXml(version.xml, startForm ? { startForm: startForm as Record<string, unknown> } : {});
  if (lint.readError) throw fieldError('modelId', `流程图无法读取：${lint.readError}`);
  if (lint.errors.length) throw fieldError('modelId', `模型有错误，不能部署：${describeIssues(lint.errors)}`);
  let graph: ProcessGraph;
  try {
    graph = await readProcessGraph(version.xml);
  } catch (error) {
    if (error instanceof ProcessGraphError) throw fieldError('modelId', error.message);
    throw error;
  }
  // timers it could not fire, call activities of processes not deployed
  const problems = [...unrunnableTimers(graph), ...(await unresolvedCalls(db, session.tenantId, graph))];
  if (problems.length) throw fieldError('modelId', problems.join('；'));
  return db.transaction(async (tx) => {
    const [{ latest }] = await tx
      .select({ latest: max(wfDeployment.versionNo) })
      .from(wfDeployment)
      .where(and(eq(wfDeployment.tenantId, session.tenantId), eq(wfDeployment.processKey, model.modelKey)));
    const [row] = await tx
      .insert(wfDeployment)
      .values({
        tenantId: session.tenantId,
        processKey: model.modelKey,
        name: model.name,
        category: model.category,
        versionNo: (latest ?? 0) + 1,
        modelId: model.id,
        modelVersion: version.versionNo,
        xml: version.xml,
        startForm,
        deployBy: session.username,
        deployTime: now,
      })
      .returning();
    return row;
  });
}

/** The user names a task's rules name, read before the move (the engine itself does not wait). */
async function assigneeResolver(db: Database, tenantId: number, graph: ProcessGraph): Promise<EngineContext['resolveAssignees']> {
  const rules = [...graph.nodes.values()].flatMap((node) => node.assignees ?? []);
  const listed = (type: string) => [...new Set(rules.filter((rule) => rule.type === type).flatMap((rule) => rule.value.split(',').map((v) => v.trim())))];
  const users = listed('user');
  const posts = listed('post');
  const duties = listed('duty');
  const userNames = new Map<string, string>();
  if (users.length) {
    for (const row of await userDirectory.activeUsers(db, users)) {
      userNames.set(row.id, row.username);
      userNames.set(row.username, row.username);
    }
  }
  const byPost = new Map<string, string[]>();
  for (const post of posts) {
    byPost.set(post, (await userDirectory.activeUsernamesWithPost(db, post)).sort());
  }
  const byDuty = new Map<string, string[]>();
  for (const duty of duties) {
    byDuty.set(duty, (await userDirectory.activeUsernamesInDepartment(db, duty)).sort());
  }
  void tenantId;
  return (node: GraphNode, variables) => {
    const names: string[] = [];
    for (const rule of node.assignees ?? []) {
      const values = rule.value.split(',').map((v) => v.trim());
      if (rule.type === 'user') names.push(...values.flatMap((value) => userNames.get(value) ?? []));
      else if (rule.type === 'post') names.push(...values.flatMap((value) => byPost.get(value) ?? []));
      else if (rule.type === 'duty') names.push(...values.flatMap((value) => byDuty.get(value) ?? []));
      else names.push(...expressionAssignees(rule.value.replace('${INITIATOR}', '${initiator}'), variables, node.id));
    }
    // a countersign over a list variable (the designer's multi-instance handler) names whoever the rules name
    return [...new Set(names)];
  };
}

export async function engineContext(db: Database, tenantId: number, deployment: Pick<DeploymentRow, 'id' | 'xml'>): Promise<EngineContext> {
  return engineContextOf(db, tenantId, await graphOf(deployment));
}

async function engineContextOf(db: Database, tenantId: number, graph: ProcessGraph): Promise<EngineContext> {
  return { graph, resolveAssignees: await assigneeResolver(db, tenantId, graph), newId: randomUUID };
}

/** The graph of a deployment by id: its XML is read from the database only the first time. */
export async function graphOfDeployment(db: Database, deploymentId: string): Promise<ProcessGraph> {
  const known = graphs.get(deploymentId);
  if (known) return known;
  const [deployment] = await db.select({ id: wfDeployment.id, xml: wfDeployment.xml }).from(wfDeployment).where(eq(wfDeployment.id, deploymentId));
  return graphOf(deployment);
}

export const stepError = (error: unknown, graph?: ProcessGraph): never => {
  if (error instanceof RuntimeStepError)
    throw new AppError(422, `流程无法继续（${graph ? nodeNameOf(graph, error.nodeId) : error.nodeId}）：${error.message}`, { nodeId: error.nodeId });
  throw error;
};

export function taskValues(tenantId: number, instanceId: string, graph: ProcessGraph, task: RuntimeTask, now: Date) {
  return {
    id: task.id,
    tenantId,
    instanceId,
    tokenId: task.tokenId,
    nodeId: task.nodeId,
    nodeName: nodeNameOf(graph, task.nodeId),
    assignee: task.assignee,
    candidates: task.candidates,
    loopIndex: task.loopIndex ?? null,
    state: task.state,
    createTime: now,
  };
}

/**
 * Where a live instance rests after a move: returned (待重新提交) when the only open tasks are the
 * initiator's at the start event (a rejection to them, a withdrawal), else running.
 */
export function restingState(graph: ProcessGraph, state: RuntimeState): 'running' | 'returned' {
  const open = state.tasks.filter((task) => task.state === 'pending');
  return open.length > 0 && open.every((task) => task.nodeId === graph.startId) ? 'returned' : 'running';
}

/** The 409 of a move on an instance that takes none (ended, suspended, failed). */
export function notLive(state: string): AppError {
  return new AppError(409, state === 'suspended' ? '流程已挂起' : state === 'failed' ? INSTANCE_FAILED : '流程已结束');
}

/**
 * An application's title from its start form's 标题模板 (@bus/contracts renderTitle), e.g.
 * 请假申请-刘洋-年休假5天（2026-12-07 至 2026-12-11）; without one the process, who applied and the day.
 */
export function instanceTitle(input: { processName: string; initiatorName: string; at: Date; startForm: unknown; values: Record<string, unknown> }): string {
  const form = input.startForm as { titleTemplate?: unknown; fields?: unknown } | null;
  return renderTitle(typeof form?.titleTemplate === 'string' ? form.titleTemplate : null, {
    fields: form?.fields,
    values: input.values,
    builtins: { 流程名称: input.processName, 发起人: input.initiatorName, 发起日期: formatSerialDate('yyyy-MM-dd', input.at) },
  });
}

const newestActiveDeployment = reusableQuery((db) =>
  db
    .select({ id: wfDeployment.id, processKey: wfDeployment.processKey, name: wfDeployment.name, startForm: wfDeployment.startForm })
    .from(wfDeployment)
    .where(
      and(eq(wfDeployment.tenantId, sql.placeholder('tenantId')), eq(wfDeployment.processKey, sql.placeholder('processKey')), eq(wfDeployment.state, 'active')),
    )
    .orderBy(desc(wfDeployment.versionNo))
    .limit(1)
    .prepare('wf_active_deployment'),
);

/**
 * The newest active deployment of a process key, if any (发起, its preview, a call activity's
 * child); its graph comes from deploymentContext, by id, from memory after the first time.
 */
export async function activeDeployment(db: Database, tenantId: number, processKey: string) {
  const [deployment] = await newestActiveDeployment(db, { tenantId, processKey });
  return deployment;
}

/** The engine's context for a deployment by id (its graph read once, see graphOfDeployment). */
export async function deploymentContext(db: Database, tenantId: number, deploymentId: string): Promise<EngineContext> {
  return engineContextOf(db, tenantId, await graphOfDeployment(db, deploymentId));
}

/** the statement part inserting the tasks given as JSON (`openedTasksJson`) in parameter $13, stamped $11 */
const OPEN_TASKS = `insert into wf_task (id, tenant_id, instance_id, token_id, node_id, node_name, assignee, candidates, loop_index, state, create_time)
    select t.id, t.tenant_id, t.instance_id, t.token_id, t.node_id, t.node_name, t.assignee, t.candidates, t.loop_index, t.state, $11::text::timestamptz
    from jsonb_to_recordset($13::text::jsonb) as t(id text, tenant_id int, instance_id text, token_id text, node_id text, node_name text, assignee text, candidates jsonb, loop_index int, state text)`;

const openedTasksJson = (created: ReturnType<typeof taskValues>[]) =>
  JSON.stringify(
    created.map((task) => ({
      id: task.id,
      tenant_id: task.tenantId,
      instance_id: task.instanceId,
      token_id: task.tokenId,
      node_id: task.nodeId,
      node_name: task.nodeName,
      assignee: task.assignee,
      candidates: task.candidates,
      loop_index: task.loopIndex,
      state: task.state,
    })),
  );

/** 发起's writes in one statement: the instance (version 0), the tasks it opens and the timeline's first entry */
const writeStart = plainStatement(`
  with started as (
    insert into wf_instance (id, tenant_id, deployment_id, process_key, title, serial_no, initiator, state, variables, tokens, start_time, end_time, version,
      business_type, business_key)
    values ($1::text, $2::int, $3::text, $4::text, $5::text, $6::text, $7::text, $8::text, $9::text::jsonb, $10::text::jsonb, $11::text::timestamptz, $12::text::timestamptz, 0,
      $16::text, $17::text)
  ), opened as (
    ${OPEN_TASKS}
  )
  insert into wf_action (id, instance_id, node_id, actor, action, create_time) values ($14::text, $1::text, $15::text, $7::text, 'start', $11::text::timestamptz)`);

/**
 * 发起: starts the newest active deployment of the key with the start form's values; for a business
 * record (business-link.ts startForRecord) with its type and key, and the title its area gives it.
 */
export async function startProcess(
  ctx: RequestContext,
  input: { processKey: string; variables: Record<string, unknown>; business?: { type: string; key: string }; title?: string },
) {
  const { db, session, now } = ctx;
  // what 发起 reads first, outside its transaction: on PostgreSQL beside the transaction's BEGIN
  const reads = async () => {
    // the two look-ups at once (on PostgreSQL on two connections)
    const [deployment, initiator] = await Promise.all([
      activeDeployment(db, session.tenantId, input.processKey),
      initiatorVariables(db, session.tenantId, session.username),
    ]);
    if (!deployment) throw fieldError('processKey', '流程未部署或已挂起');
    const values = deployment.startForm ? checkStartValues(deployment.startForm, input.variables) : input.variables;
    return { deployment, initiator, values, context: await deploymentContext(db, session.tenantId, deployment.id) };
  };
  return transactionAfterReads(db, reads, async (tx, { deployment, initiator, values, context }) => {
    const variables = { ...values, ...initiator };
    let state: RuntimeState;
    try {
      state = start(context, variables);
    } catch (error) {
      return stepError(error, context.graph);
    }
    const done = finished(state);
    const serialNo = context.graph.serial ? await nextSerialNo(tx, session.tenantId, deployment.processKey, context.graph.serial, now) : null;
    // the row as stored (the columns not written keep their defaults)
    const instance: InstanceRow = {
      id: randomUUID(),
      tenantId: session.tenantId,
      deploymentId: deployment.id,
      processKey: deployment.processKey,
      title:
        input.title ??
        instanceTitle({ processName: deployment.name, initiatorName: initiator.initiatorName, at: now, startForm: deployment.startForm, values }),
      initiator: session.username,
      state: done ? 'completed' : 'running',
      variables: state.variables,
      tokens: state.tokens,
      error: null,
      errorNode: null,
      serialNo,
      endReason: null,
      parentInstanceId: null,
      parentTokenId: null,
      businessType: input.business?.type ?? null,
      businessKey: input.business?.key ?? null,
      startTime: now,
      endTime: done ? now : null,
      version: 0,
    };
    const created = state.tasks.map((task) => taskValues(session.tenantId, instance.id, context.graph, task, now));
    const at = now.toISOString();
    await writeStart(tx, [
      instance.id,
      instance.tenantId,
      instance.deploymentId,
      instance.processKey,
      instance.title,
      instance.serialNo,
      instance.initiator,
      instance.state,
      JSON.stringify(instance.variables),
      JSON.stringify(instance.tokens),
      at,
      done ? at : null,
      openedTasksJson(created),
      randomUUID(),
      context.graph.startId,
      instance.businessType,
      instance.businessKey,
    ]);
    await afterMove(tx, ctx, { instance, action: 'start', graph: context.graph, state, created, cancelled: [], finished: done });
    return instance;
  });
}

/** The instance's title holds the words (LIKE's wildcards in them taken literally). */
export const titleLike = (words: string) => sql`${wfInstance.title} ilike ${`%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;

type Value<T> = T | ReturnType<typeof sql.placeholder>;

/** 我的待办's rows: pending tasks given to the user, or offered to them to claim (values or placeholders) */
const todoWhere = (tenantId: Value<number>, username: Value<string>, scope?: 'all' | 'claim', title?: string) => {
  const offered = and(isNull(wfTask.assignee), sql`${wfTask.candidates} ? ${username}`);
  return and(
    eq(wfTask.tenantId, tenantId),
    eq(wfTask.state, 'pending'),
    scope === 'claim' ? offered : or(eq(wfTask.assignee, username), offered),
    title ? titleLike(title) : undefined,
  );
};

/** a page of them with the total in the same statement (`count(*) over ()`) */
const todoRows = (db: Database, where: SQL | undefined, order?: 'asc' | 'desc') =>
  db
    .select({
      task: wfTask,
      title: wfInstance.title,
      processKey: wfInstance.processKey,
      initiator: wfInstance.initiator,
      initiatorName: userDirectory.realnameOfUsername(wfInstance.initiator),
      serialNo: wfInstance.serialNo,
      startTime: wfInstance.startTime,
      instanceState: wfInstance.state,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(wfTask)
    .innerJoin(wfInstance, eq(wfInstance.id, wfTask.instanceId))
    .where(where)
    .orderBy(order === 'asc' ? asc(wfTask.createTime) : desc(wfTask.createTime), asc(wfTask.id));

/** the usual page (all of the user's, newest first, no title searched): built once (reusableQuery) */
const todoPage = reusableQuery((db) =>
  todoRows(db, todoWhere(sql.placeholder('tenantId'), sql.placeholder('username')))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('wf_todo_page'),
);

/** 我的待办: pending tasks given to the user, or offered to them to claim; newest first, a page at a time. */
export async function todoTasks(
  { db, session }: RequestContext,
  query: { pageNo: number; pageSize: number; title?: string; order?: 'asc' | 'desc'; scope?: 'all' | 'claim' },
) {
  const page = { tenantId: session.tenantId, username: session.username, limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize };
  const where = () => todoWhere(session.tenantId, session.username, query.scope, query.title);
  const rows =
    query.scope !== 'claim' && !query.title && query.order !== 'asc'
      ? await todoPage(db, page)
      : await todoRows(db, where(), query.order).limit(page.limit).offset(page.offset);
  // a page past the end has no row to carry the total: only then is it counted on its own
  const total = rows.length
    ? rows[0].total
    : query.pageNo === 1
      ? 0
      : (
          await db
            .select({ total: sql<number>`count(*)::int` })
            .from(wfTask)
            .innerJoin(wfInstance, eq(wfInstance.id, wfTask.instanceId))
            .where(where())
        )[0].total;
  const records = rows.map(({ total: _total, ...record }) => record);
  return { records, total, size: query.pageSize, current: query.pageNo, pages: Math.ceil(total / query.pageSize) };
}

/** 我发起的: the instances the user started, newest first, with the nodes waiting for someone. */
export async function myInstances(
  { db, session }: RequestContext,
  query: { pageNo: number; pageSize: number; title?: string; order?: 'asc' | 'desc'; processKey?: string },
) {
  const mine = and(
    eq(wfInstance.tenantId, session.tenantId),
    eq(wfInstance.initiator, session.username),
    query.title ? titleLike(query.title) : undefined,
    query.processKey ? eq(wfInstance.processKey, query.processKey) : undefined,
  );
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(wfInstance)
    .where(mine);
  const records = await db
    .select({
      instance: wfInstance,
      // spelled out: in a query of one table Drizzle leaves columns unqualified, and the inner wf_task's own id would be meant
      currentNodes: sql<
        string | null
      >`(select string_agg(distinct t.node_name, '、') from wf_task t where t.instance_id = ${sql.raw('"wf_instance"."id"')} and t.state = 'pending')`,
      // sent back to the user: their task to resubmit it (the only one open)
      resubmitTaskId: sql<string | null>`(case when ${sql.raw('"wf_instance"."state"')} = 'returned' then (select t.id from wf_task t
        where t.instance_id = ${sql.raw('"wf_instance"."id"')} and t.state = 'pending' and t.assignee = ${session.username} limit 1) end)`,
    })
    .from(wfInstance)
    .where(mine)
    .orderBy(query.order === 'asc' ? asc(wfInstance.startTime) : desc(wfInstance.startTime), asc(wfInstance.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  return { records, total, size: query.pageSize, current: query.pageNo, pages: Math.ceil(total / query.pageSize) };
}

/** An instance's state as the engine reads it: its tokens, variables and every open or done task. */
/** Per loaded state, the tasks that have open 加签 sign tasks (closeSignTasks needs no query when none of them closes). */
const openSignParents = new WeakMap<RuntimeState, ReadonlySet<string>>();
export const openSignParentsOf = (state: RuntimeState) => openSignParents.get(state);

/** what the engine's state needs of an instance's tasks (loadState) */
export type StateTask = Pick<TaskRow, 'id' | 'tokenId' | 'nodeId' | 'assignee' | 'candidates' | 'state' | 'loopIndex' | 'outcome' | 'parentTaskId'>;

const tasksOfInstance = reusableQuery((db) =>
  db
    .select()
    .from(wfTask)
    .where(and(eq(wfTask.instanceId, sql.placeholder('instanceId')), inArray(wfTask.state, ['pending', 'done', 'waiting'])))
    .orderBy(asc(wfTask.createTime), asc(wfTask.endTime))
    .prepare('wf_tasks_of_instance'),
);

/** The engine's state of an instance from its stored tokens, variables and tasks. */
function stateOf(instance: InstanceRow, rows: StateTask[]): RuntimeState {
  // 加签's sign tasks are the action service's, not the node's; a task waiting for them is still open to the engine
  const tasks = rows.filter((task) => task.parentTaskId === null);
  const signParents = new Set(rows.flatMap((task) => (task.parentTaskId !== null && task.state !== 'done' ? [task.parentTaskId] : [])));
  const state: RuntimeState = {
    tokens: instance.tokens,
    variables: { ...instance.variables },
    tasks: tasks.map((task) => ({
      id: task.id,
      tokenId: task.tokenId,
      nodeId: task.nodeId,
      assignee: task.assignee,
      candidates: task.candidates,
      state: (task.state === 'waiting' ? 'pending' : task.state) as RuntimeTask['state'],
      ...(task.loopIndex !== null ? { loopIndex: task.loopIndex } : {}),
      ...(task.outcome ? { outcome: task.outcome as RuntimeTask['outcome'] } : {}),
    })),
  };
  openSignParents.set(state, signParents);
  return state;
}

export async function loadState(tx: Database, instance: InstanceRow): Promise<RuntimeState> {
  return stateOf(instance, await tasksOfInstance(tx, { instanceId: instance.id }));
}

export interface Move {
  /** the engine's move on the loaded state */
  run(context: EngineContext, state: RuntimeState): void;
  /** timeout: a task's 超时设置 acted; timer: a boundary event fell due; callReturn: a child instance completed; retrieve / signed: 拿回, a sign task's close */
  action: 'approve' | 'reject' | 'withdraw' | 'cancel' | 'resubmit' | 'timeout' | 'timer' | 'callReturn' | 'retrieve' | 'signed';
  comment?: string | null;
  /** how the instance ends when the move finishes it (default completed), and why (end_reason) */
  ends?: { state: 'cancelled'; reason: string };
  /** the task acted on, if any: closed with the action as its outcome */
  task?: TaskRow;
  /** the instance's tasks as lockTask read them, when nothing was written since: not read again */
  tasks?: StateTask[];
}

/**
 * The writes of a move in one statement (one round trip instead of four): the instance's tokens,
 * variables, state and version, guarded by the version it was read at; and only if that update
 * happened, the acted task closed, the tasks the move opened inserted and the timeline entry. It
 * answers how many instances moved (0: another move was stored meanwhile, and nothing was written).
 */
const writeMove = plainStatement<{ moved: number }>(`
  with moved as (
    update wf_instance set variables = $1::text::jsonb, tokens = $2::text::jsonb, state = $3::text, end_time = $4::text::timestamptz, version = $5::int,
      end_reason = $19::text
    where id = $6::text and version = $7::int
    returning id
  ), closed as (
    update wf_task set state = 'done', outcome = $8::text, assignee = $9::text, comment = $10::text, end_time = $11::text::timestamptz
    where id = $12::text and exists (select 1 from moved)
  ), opened as (
    ${OPEN_TASKS}
    where exists (select 1 from moved)
  ), acted as (
    insert into wf_action (id, instance_id, task_id, node_id, node_name, actor, action, comment, create_time)
    select $14::text, $6::text, $15::text, $16::text, $17::text, $9::text, $18::text, $10::text, $11::text::timestamptz
    where exists (select 1 from moved)
  )
  select (select count(*) from moved)::int as moved`);

/**
 * Runs one move of a running instance and stores it, inside the caller's transaction: tasks the
 * move closed or opened, the tokens and variables, the instance's state, one timeline entry. The
 * instance's version guards against another move stored meanwhile.
 */
export async function storeMove(tx: Database, ctx: RequestContext, instance: InstanceRow, move: Move) {
  const { session, now } = ctx;
  if (!isLive(instance.state)) throw notLive(instance.state);
  const context = await engineContextOf(tx, session.tenantId, await graphOfDeployment(tx, instance.deploymentId));
  const state = move.tasks ? stateOf(instance, move.tasks) : await loadState(tx, instance);
  // the user acts as themself on a task offered to candidates
  if (move.task) state.tasks.find((task) => task.id === move.task!.id)!.assignee = session.username;
  const before = new Map(state.tasks.map((task) => [task.id, task.state]));
  try {
    move.run(context, state);
  } catch (error) {
    // a refused move is a plain 422; a step that cannot be worked out marks the instance failed (instance-failure.ts)
    if (error instanceof MoveRefused) stepError(error);
    failedMove(error, instance.id, context.graph, move.task?.id ?? null);
  }
  // an approval of a business record is never returned to its initiator: a 驳回 to them or a 撤回 ends it
  const businessEnd = instance.businessKey ? endsBusinessApproval(context.graph, state, move.action, before) : null;
  const done = finished(state);
  const resting = done ? (businessEnd ?? move.ends?.state ?? 'completed') : restingState(context.graph, state);
  // approving the initiator's task (after a rejection or a withdrawal) is resubmitting the application
  const action = move.action === 'approve' && move.task?.nodeId === context.graph.startId ? 'resubmit' : move.action;
  const outcome = move.task ? (action === 'resubmit' ? 'resubmit' : (state.tasks.find((task) => task.id === move.task!.id)?.outcome ?? action)) : null;
  const cancelled = state.tasks.filter((task) => task.state === 'cancelled' && before.get(task.id) === 'pending').map((task) => task.id);
  const created = state.tasks.filter((task) => !before.has(task.id)).map((task) => taskValues(session.tenantId, instance.id, context.graph, task, now));
  const at = now.toISOString();
  const [{ moved }] = await writeMove(tx, [
    JSON.stringify(state.variables),
    JSON.stringify(state.tokens),
    resting,
    done ? at : null,
    instance.version + 1,
    instance.id,
    instance.version,
    outcome,
    session.username,
    move.comment ?? null,
    at,
    move.task?.id ?? null,
    openedTasksJson(created),
    randomUUID(),
    move.task?.id ?? null,
    move.task?.nodeId ?? null,
    move.task?.nodeName ?? null,
    action,
    done ? (move.ends?.reason ?? (businessEnd ? businessEndReason(businessEnd, move.comment) : null)) : null,
  ]);
  // another task of this instance moved it meanwhile (a countersign): this one is still open
  if (!moved) throw new InstanceMoved();
  if (cancelled.length) await tx.update(wfTask).set({ state: 'cancelled', endTime: now }).where(inArray(wfTask.id, cancelled));
  await afterMove(tx, ctx, {
    instance,
    action,
    comment: move.comment ?? null,
    graph: context.graph,
    state,
    actedTask: move.task,
    created,
    cancelled,
    finished: done,
    endState: resting,
  });
  return {
    instanceState: resting,
    action,
    created: created.map((task) => task.assignee ?? task.candidates.join(',')),
    graph: context.graph,
    state,
  };
}

/**
 * A 驳回 to the initiator or a 撤回 of an approval of a business record ends it (rejected,
 * withdrawn) instead of handing the application back to be resubmitted: the record itself is the
 * application, and its area takes the answer (business-end.ts). The initiator's task the engine
 * opened is left out, no token is left. Any other move (a 驳回 to an earlier approver) is untouched.
 */
function endsBusinessApproval(graph: ProcessGraph, state: RuntimeState, action: Move['action'], before: Map<string, string>): 'rejected' | 'withdrawn' | null {
  if ((action !== 'reject' && action !== 'withdraw') || finished(state) || restingState(graph, state) !== 'returned') return null;
  state.tasks = state.tasks.filter((task) => before.has(task.id) || task.state !== 'pending');
  for (const task of state.tasks) if (task.state === 'pending') task.state = 'cancelled';
  state.tokens = [];
  return action === 'reject' ? 'rejected' : 'withdrawn';
}

const businessEndReason = (end: 'rejected' | 'withdrawn', comment?: string | null) =>
  `${end === 'rejected' ? '驳回' : '发起人撤回'}${comment?.trim() ? `：${comment.trim()}` : ''}`;

/**
 * The task locked with its instance and the instance's tasks in one statement (a move needs all
 * three: one round trip instead of two). Waiting for the lock, the statement keeps the snapshot it
 * began with for the instance and its other tasks; a move stored meanwhile changed the instance's
 * version, and storeMove's version check then refuses this one (409), as it would have anyway.
 */
const taskWithInstanceLocked = reusableQuery((db) =>
  db
    .select({
      task: wfTask,
      instance: wfInstance,
      tasks: sql<StateTask[]>`(select coalesce(json_agg(json_build_object('id', t.id, 'tokenId', t.token_id, 'nodeId', t.node_id, 'assignee', t.assignee,
        'candidates', t.candidates, 'state', t.state, 'loopIndex', t.loop_index, 'outcome', t.outcome, 'parentTaskId', t.parent_task_id)
        order by t.create_time, t.end_time), '[]'::json) from ${wfTask} t where t.instance_id = ${wfInstance.id} and t.state in ('pending', 'done', 'waiting'))`,
    })
    .from(wfTask)
    .innerJoin(wfInstance, eq(wfInstance.id, wfTask.instanceId))
    .where(and(eq(wfTask.id, sql.placeholder('taskId')), eq(wfTask.tenantId, sql.placeholder('tenantId'))))
    .for('update', { of: wfTask })
    .prepare('wf_task_locked'),
);

/**
 * A task locked for a move: pending, the user's (or offered to them), of a running instance; with
 * the instance's tasks for storeMove (`Move.tasks`) while nothing has been written since.
 */
export async function lockTask(tx: Database, { session }: RequestContext, taskId: string) {
  // the task row locked (a second move of it waits here, then finds it handled)
  const [locked] = await taskWithInstanceLocked(tx, { taskId, tenantId: session.tenantId });
  if (!locked) throw new AppError(404, '任务不存在');
  const { task, instance, tasks } = locked;
  if (task.state !== 'pending') throw new AppError(409, TASK_HANDLED);
  if (task.assignee !== session.username && !(task.assignee === null && task.candidates.includes(session.username))) throw new AppError(403, '这不是您的任务');
  return { task, instance, tasks };
}

/**
 * The form values an approver sends must be fields the node lets them write (the designer's field
 * permissions: editable, read-only, hidden); anything else is refused by name, never stored. The
 * initiator changing a sent-back application may write every field.
 */
export function writableValues(graph: ProcessGraph, nodeId: string, values: Record<string, unknown>): void {
  if (nodeId === graph.startId) return;
  const node = graph.nodes.get(nodeId);
  const writable = new Set((node?.fieldPermissions ?? []).filter((field) => field.writable).map((field) => field.prop));
  for (const name of Object.keys(values)) {
    if (!writable.has(name)) throw fieldError(`variables.${name}`, `字段「${name}」在「${node?.name ?? nodeId}」不可修改`);
  }
}

/**
 * 同意 (or, on the initiator's task after a rejection, 重新提交) of a locked task, inside the
 * caller's move transaction, with the form values the approver may write; changed values are
 * checked as the start form checks them (a derived 请假天数 worked out again with changed dates).
 */
export async function approveLocked(
  tx: Database,
  ctx: RequestContext,
  task: TaskRow,
  instance: InstanceRow,
  input: { comment?: string | null; variables?: Record<string, unknown> },
  tasks?: StateTask[],
) {
  const values = input.variables ?? {};
  const [deployment] = Object.keys(values).length
    ? await tx.select({ name: wfDeployment.name, startForm: wfDeployment.startForm }).from(wfDeployment).where(eq(wfDeployment.id, instance.deploymentId))
    : [{ name: '', startForm: null }];
  const moved = await storeMove(tx, ctx, instance, {
    run: (context, state) => {
      writableValues(context.graph, task.nodeId, values);
      const checked = deployment.startForm ? checkStartValues(deployment.startForm, values, { partial: true, current: state.variables }) : values;
      approve(context, state, task.id, checked);
    },
    action: 'approve',
    comment: input.comment,
    task,
    tasks,
  });
  // changed values change the title made of them (the move above holds the instance's row)
  if (deployment.startForm) {
    const title = instanceTitle({
      processName: deployment.name,
      initiatorName: String(moved.state.variables.initiatorName ?? instance.initiator),
      at: instance.startTime,
      startForm: deployment.startForm,
      values: moved.state.variables,
    });
    if (title !== instance.title) await tx.update(wfInstance).set({ title }).where(eq(wfInstance.id, instance.id));
  }
  return moved;
}

/** Where a task may be sent back to, with the nodes' names (the initiator first). */
export async function rejectTargetsOf(ctx: RequestContext, taskId: string) {
  return ctx.db.transaction(async (tx) => {
    const { task, instance } = await lockTask(tx, ctx, taskId);
    // a sign task's or a delegate's decision goes back to the task's owner, never to a node
    if (task.parentTaskId || task.owner) return [];
    const [deployment] = await tx.select().from(wfDeployment).where(eq(wfDeployment.id, instance.deploymentId));
    const graph = await graphOf(deployment);
    const state = await loadState(tx, instance);
    const context: EngineContext = { graph, resolveAssignees: () => [], newId: randomUUID };
    return rejectTargets(context, state, task.id).map((nodeId) => ({
      nodeId,
      name: nodeId === graph.startId ? `${startNameOf(graph)}（发起人）` : (graph.nodes.get(nodeId)?.name ?? nodeId),
    }));
  });
}

/**
 * 驳回 of a locked task to `targetNodeId` (one of rejectTargetsOf), else to the node's configured
 * rollback node when it was passed, else to the node passed last, else to the initiator.
 */
export function rejectLocked(
  tx: Database,
  ctx: RequestContext,
  task: TaskRow,
  instance: InstanceRow,
  input: { targetNodeId?: string | null; comment?: string | null },
  tasks?: StateTask[],
) {
  return storeMove(tx, ctx, instance, {
    run: (context, state) => {
      const targets = rejectTargets(context, state, task.id);
      const configured = context.graph.nodes.get(task.nodeId)?.rollbackNode;
      const target = input.targetNodeId ?? (configured && targets.includes(configured) ? configured : (targets[1] ?? targets[0]));
      reject(context, state, task.id, target);
    },
    action: 'reject',
    comment: input.comment,
    task,
    tasks,
  });
}

/** 撤回 by the initiator of a running instance: it comes back to them to change and resubmit. */
export function withdrawInstance(ctx: RequestContext, input: { instanceId: string; comment?: string | null }) {
  return moveTransaction(ctx, async (tx) => {
    const [instance] = await tx
      .select()
      .from(wfInstance)
      .where(and(eq(wfInstance.id, input.instanceId), eq(wfInstance.tenantId, ctx.session.tenantId)))
      .for('update');
    if (!instance) throw new AppError(404, '流程不存在');
    if (instance.initiator !== ctx.session.username) throw new AppError(403, '只有发起人可以撤回');
    const { instanceState, created } = await storeMove(tx, ctx, instance, {
      run: (context, state) => withdraw(context, state),
      action: 'withdraw',
      comment: input.comment,
    });
    return { instanceState, created };
  });
}

/**
 * 撤销 by the initiator of an application sent back to them (待重新提交): their task is closed and
 * the instance ends as cancelled (已撤销), with their reason. Refused while it is with an approver.
 */
export function cancelInstance(ctx: RequestContext, input: { instanceId: string; comment?: string | null }) {
  return moveTransaction(ctx, async (tx) => {
    const [instance] = await tx
      .select()
      .from(wfInstance)
      .where(and(eq(wfInstance.id, input.instanceId), eq(wfInstance.tenantId, ctx.session.tenantId)))
      .for('update');
    if (!instance) throw new AppError(404, '流程不存在');
    if (instance.initiator !== ctx.session.username) throw new AppError(403, '只有发起人可以撤销');
    const comment = input.comment?.trim() || null;
    const { instanceState } = await storeMove(tx, ctx, instance, {
      run: (context, state) => cancel(context, state),
      action: 'cancel',
      comment,
      ends: { state: 'cancelled', reason: comment ? `发起人撤销：${comment}` : '发起人撤销' },
    });
    return { instanceState, created: [] };
  });
}

/** 认领: a task offered to candidates becomes the user's; a second claim is a 409, as is one of a suspended or failed instance. */
export function claimTask({ db, session, now }: RequestContext, taskId: string) {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(wfTask)
      .set({ assignee: session.username })
      .where(
        and(
          eq(wfTask.id, taskId),
          eq(wfTask.tenantId, session.tenantId),
          eq(wfTask.state, 'pending'),
          isNull(wfTask.assignee),
          sql`${wfTask.candidates} ? ${session.username}`,
        ),
      )
      .returning();
    if (!claimed) throw new AppError(409, '任务已被认领或已处理');
    const [instance] = await tx.select({ state: wfInstance.state }).from(wfInstance).where(eq(wfInstance.id, claimed.instanceId));
    if (instance?.state === 'suspended') throw new AppError(409, '流程已挂起');
    if (instance?.state === 'failed') throw new AppError(409, INSTANCE_FAILED);
    await tx.insert(wfAction).values({
      instanceId: claimed.instanceId,
      taskId,
      nodeId: claimed.nodeId,
      nodeName: claimed.nodeName,
      actor: session.username,
      action: 'claim',
      createTime: now,
    });
    return claimed;
  });
}
