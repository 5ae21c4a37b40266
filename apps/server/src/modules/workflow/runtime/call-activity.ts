/**
 * 调用活动 (issue 11): a token reaching a call activity starts a child instance of the newest
 * active deployment of the called process key (the parent's initiator, a copy of its variables,
 * parent_instance_id / parent_token_id set) and waits there. When the child completes, in the
 * child's completing transaction, the parent's token moves on past the call activity.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { RequestContext } from '../../../lib/request-context';
import { finished, returnFromCall, RuntimeStepError, start, type RuntimeState } from './engine/engine';
import { LIVE_STATES } from './instance-failure';
import { afterMove, type MoveEffects } from './move-effects';
import { graphFeatures, type ProcessGraph } from './engine/process-graph';
import { storeMove } from './store/move';
import { activeDeployment, deploymentContext, instanceTitle, stepError, taskValues } from './store/state';
import { wfAction, wfDeployment, wfInstance, wfTask, wfTimer } from './runtime.table';

/** Call activities of a graph whose called process has no active deployment, described for the deploy refusal. */
export async function unresolvedCalls(db: Database, tenantId: number, graph: ProcessGraph): Promise<string[]> {
  const calls = [...graph.nodes.values()].filter((node) => node.kind === 'callActivity');
  if (!calls.length) return [];
  const keys = [...new Set(calls.map((node) => node.calledElement ?? ''))];
  const deployed = await db
    .selectDistinct({ key: wfDeployment.processKey })
    .from(wfDeployment)
    .where(and(eq(wfDeployment.tenantId, tenantId), inArray(wfDeployment.processKey, keys), eq(wfDeployment.state, 'active')));
  const known = new Set(deployed.map((row) => row.key));
  return calls.filter((node) => !known.has(node.calledElement ?? '')).map((node) => `调用活动「${node.name}」调用的流程 ${node.calledElement} 未部署`);
}

/** Variables the child gets: the parent's, without the engine's own bookkeeping. */
const copied = (variables: Record<string, unknown>) => Object.fromEntries(Object.entries(variables).filter(([key]) => !key.endsWith('__assignees')));

/** Starts the child instances of the call activities the move reached (effects.state.calls). */
async function startChildren(tx: Database, ctx: RequestContext, effects: MoveEffects): Promise<void> {
  for (const call of effects.state.calls ?? []) {
    const node = effects.graph.nodes.get(call.nodeId);
    const deployment = await activeDeployment(tx, effects.instance.tenantId, call.calledElement);
    if (!deployment)
      return stepError(new RuntimeStepError(`调用活动「${node?.name ?? call.nodeId}」调用的流程 ${call.calledElement} 未部署或已挂起`, call.nodeId));
    const context = await deploymentContext(tx, effects.instance.tenantId, deployment.id);
    let state: RuntimeState;
    try {
      state = start(context, { ...copied(effects.state.variables), initiator: effects.instance.initiator });
    } catch (error) {
      return stepError(error);
    }
    const done = finished(state);
    const [child] = await tx
      .insert(wfInstance)
      .values({
        tenantId: effects.instance.tenantId,
        deploymentId: deployment.id,
        processKey: deployment.processKey,
        title: instanceTitle({
          processName: deployment.name,
          initiatorName: String(effects.state.variables.initiatorName ?? effects.instance.initiator),
          at: ctx.now,
          startForm: deployment.startForm,
          values: state.variables,
        }),
        initiator: effects.instance.initiator,
        state: done ? 'completed' : 'running',
        variables: state.variables,
        tokens: state.tokens,
        parentInstanceId: effects.instance.id,
        parentTokenId: call.tokenId,
        startTime: ctx.now,
        endTime: done ? ctx.now : null,
      })
      .returning();
    const created = state.tasks.map((task) => taskValues(effects.instance.tenantId, child.id, context.graph, task, ctx.now));
    if (created.length) await tx.insert(wfTask).values(created);
    await tx.insert(wfAction).values({
      instanceId: child.id,
      actor: effects.instance.initiator,
      action: 'start',
      nodeId: context.graph.startId,
      comment: `由「${effects.instance.title}」的调用活动「${node?.name ?? call.nodeId}」发起`,
      createTime: ctx.now,
    });
    await afterMove(tx, ctx, { instance: child, action: 'start', graph: context.graph, state, created, cancelled: [], finished: done });
  }
}

/** A child instance finished: its parent's token waiting at the call activity moves on. */
async function returnToParent(tx: Database, ctx: RequestContext, effects: MoveEffects): Promise<void> {
  const { parentInstanceId, parentTokenId } = effects.instance;
  if (!parentInstanceId || !parentTokenId) return;
  const [parent] = await tx.select().from(wfInstance).where(eq(wfInstance.id, parentInstanceId)).for('update');
  // the parent went on without it meanwhile (its token was taken by a rejection or a withdrawal)
  if (!parent || parent.state !== 'running' || !parent.tokens.some((token) => token.id === parentTokenId)) return;
  await storeMove(tx, { ...ctx, db: tx, session: { ...ctx.session, tenantId: parent.tenantId } }, parent, {
    run: (context, state) => returnFromCall(context, state, parentTokenId),
    action: 'callReturn',
    comment: `子流程「${effects.instance.title}」已完成`,
  });
}

/**
 * Running children whose parent token the move took away (a rejection or withdrawal of the parent,
 * an interrupting timer) are ended: terminated, their open tasks and timers cancelled.
 */
async function endOrphans(tx: Database, ctx: RequestContext, effects: MoveEffects): Promise<void> {
  const children = await tx
    .select({ id: wfInstance.id, parentTokenId: wfInstance.parentTokenId })
    .from(wfInstance)
    .where(and(eq(wfInstance.parentInstanceId, effects.instance.id), inArray(wfInstance.state, [...LIVE_STATES])));
  const orphans = children.filter((child) => !effects.state.tokens.some((token) => token.id === child.parentTokenId)).map((child) => child.id);
  if (!orphans.length) return;
  await tx
    .update(wfInstance)
    .set({ state: 'terminated', endReason: '父流程已不再等待该子流程', endTime: ctx.now, version: sql`${wfInstance.version} + 1` })
    .where(inArray(wfInstance.id, orphans));
  const open = await tx
    .update(wfTask)
    .set({ state: 'cancelled', endTime: ctx.now })
    .where(and(inArray(wfTask.instanceId, orphans), eq(wfTask.state, 'pending')))
    .returning({ id: wfTask.id });
  if (open.length)
    await tx
      .update(wfTimer)
      .set({ state: 'cancelled', firedTime: ctx.now })
      .where(and(inArray(wfTimer.instanceId, orphans), eq(wfTimer.state, 'pending')));
}

/** afterMove: children of the call activities reached, the parent of a child that finished, children no longer awaited. */
export async function callActivitiesAfterMove(tx: Database, ctx: RequestContext, effects: MoveEffects): Promise<void> {
  // children exist only where the graph has call activities; a child's own end returns to its parent below
  if (effects.action !== 'start' && graphFeatures(effects.graph).callActivities) await endOrphans(tx, ctx, effects);
  await startChildren(tx, ctx, effects);
  if (effects.finished) await returnToParent(tx, ctx, effects);
}
