/**
 * The bottom of the runtime on the database (issue 23: no import cycle): the rows' types, the
 * deployments' graphs (read once), the engine's context (who the assignee rules name), an
 * instance's state as the engine reads it, and what every move's writes share (tasks' rows,
 * where the instance rests, the title). Nothing here moves an instance (store/move.ts does).
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { renderTitle } from '@bus/contracts';
import type { Database } from '../../../../db/client';
import { reusableQuery } from '../../../../db/reusable-query';
import { AppError } from '../../../../lib/app-error';
import { userDirectory } from '../../../sys';
import { expressionAssignees, RuntimeStepError, type EngineContext, type RuntimeState, type RuntimeTask } from '../engine/engine';
import { readProcessGraph, type GraphNode, type ProcessGraph } from '../engine/process-graph';
import { INSTANCE_FAILED, nodeNameOf } from '../instance-failure';
import { formatSerialDate } from '../serial';
import { wfDeployment, wfInstance, wfTask } from '../runtime.table';

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

export async function engineContextOf(db: Database, tenantId: number, graph: ProcessGraph): Promise<EngineContext> {
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

/** The instance's title holds the words (LIKE's wildcards in them taken literally). */
export const titleLike = (words: string) => sql`${wfInstance.title} ilike ${`%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;

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
export function stateOf(instance: InstanceRow, rows: StateTask[]): RuntimeState {
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
