/**
 * Deployments, instances and tasks on the database: 部署, 发起, the lists (待办, 我发起的), and the
 * user's moves (同意, 驳回, 撤回, 撤销, 认领) on the stored move (store/move.ts): each loads the
 * instance's state, runs the engine and stores what changed in one transaction. Two moves of one
 * instance at once (a double click, two tabs, two servers): the instance's version lets one
 * through; the other, like an approval of a task already handled, is a 409 任务已被处理.
 */
import { and, asc, desc, eq, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describeIssues, lintXml } from '@bus/bpmn-designer/lint-xml';
import type { Database } from '../../../db/client';
import { plainStatement, reusableQuery, transactionAfterReads } from '../../../db/reusable-query';
import { AppError, fieldError } from '../../../lib/app-error';
import type { RequestContext } from '../../../lib/request-context';
import { userDirectory } from '../../sys';
import { wfForm } from '../form/form.table';
import { findModel } from '../model/model.service';
import { wfModelVersion } from '../model/model.table';
// what follows every move (timers, call activities, copies, notices, sign tasks, the business record's end), wired once
import './after-move';
import { approve, cancel, finished, reject, rejectTargets, start, withdraw, type EngineContext, type RuntimeState } from './engine/engine';
import { ProcessGraphError, readProcessGraph, type ProcessGraph } from './engine/process-graph';
import { checkStartValues } from './form-values';
import { initiatorVariables } from './initiator';
import { INSTANCE_FAILED, moveTransaction, startNameOf } from './instance-failure';
import { unresolvedCalls } from './call-activity';
import { afterMove } from './move-effects';
import { nextSerialNo } from './serial';
import { wfAction, wfDeployment, wfInstance, wfTask } from './runtime.table';
import { unrunnableTimers } from './timers';
import { lockOwnInstance, lockTask } from './store/lock';
import { OPEN_TASKS, openedTasksJson, storeMove } from './store/move';
import {
  activeDeployment,
  deploymentContext,
  graphOf,
  instanceTitle,
  loadState,
  stepError,
  taskValues,
  titleLike,
  type DeploymentRow,
  type InstanceRow,
  type StateTask,
  type TaskRow,
} from './store/state';

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

/**
 * 我的待办: pending tasks given to the user, or offered to them to claim; newest first, a page at a
 * time. Kept off the list layer on purpose (issue 23 moved the other workflow lists onto it): the
 * rows are the caller's own by definition, so no role's data rule narrows them, and the list is
 * the hottest read of the approvals (bench/workflow.mts): its usual page is one prepared statement
 * with the total, where runList would add the data-rule lookup and a count. A user's open tasks are
 * tens, not the thousands keyset paging is for.
 */
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
    const instance = await lockOwnInstance(tx, ctx, input.instanceId, '撤回');
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
    const instance = await lockOwnInstance(tx, ctx, input.instanceId, '撤销');
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
