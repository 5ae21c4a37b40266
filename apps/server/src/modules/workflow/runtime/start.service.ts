/**
 * 发起流程's reads: the processes a user may start (the newest active deployment of each key, with
 * its start form) and, for the values filled in so far, who would approve next: the engine's start
 * run without storing anything.
 */
import { and, desc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { WfPreviewReply, WfPreviewStep, WfStartableRecord } from '@bus/contracts';
import type { RequestContext } from '../../../lib/request-context';
import { formatDateTime } from '../../../lib/date-time';
import { fieldError } from '../../../lib/app-error';
import { userDirectory } from '../../sys';
import { approve, RuntimeStepError, start, type RuntimeState } from './engine/engine';
import { initiatorVariables } from './initiator';
import type { GraphNode } from './engine/process-graph';
import { activeDeployment, deploymentContext, graphOf } from './store/state';
import { wfDeployment, wfSerial } from './runtime.table';
import { formatSerial, serialPeriod } from './serial';
import { compareChinese } from '../../../lib/collate';

/** how many steps ahead the preview follows a process (a loop back must not keep it going) */
const MAX_PREVIEW_ROUNDS = 20;

export async function startableProcesses({ db, session, now }: RequestContext): Promise<WfStartableRecord[]> {
  const rows = await db
    .select()
    .from(wfDeployment)
    .where(and(eq(wfDeployment.tenantId, session.tenantId), eq(wfDeployment.state, 'active')))
    .orderBy(wfDeployment.processKey, desc(wfDeployment.versionNo));
  const newest = rows.filter((row, index) => index === 0 || rows[index - 1].processKey !== row.processKey);
  const serials = await db.select().from(wfSerial).where(eq(wfSerial.tenantId, session.tenantId));
  const records: WfStartableRecord[] = [];
  for (const row of newest) {
    const graph = await graphOf(row);
    let serialPreview: string | null = null;
    if (graph.serial) {
      const period = serialPeriod(graph.serial.cycle, now);
      const taken = serials.find((serial) => serial.processKey === row.processKey && serial.period === period);
      serialPreview = formatSerial(graph.serial, now, taken ? taken.value + 1 : graph.serial.startSequence);
    }
    records.push({
      processKey: row.processKey,
      name: row.name,
      category: row.category,
      deploymentId: row.id,
      versionNo: row.versionNo,
      deployTime: formatDateTime(row.deployTime),
      startForm: (row.startForm as Record<string, unknown> | null) ?? null,
      serialPreview,
    });
  }
  // by category (those without one last), then by name
  const byCategory = (a: WfStartableRecord, b: WfStartableRecord) =>
    Number(!a.category) - Number(!b.category) || compareChinese(a.category ?? '', b.category ?? '');
  return records.sort((a, b) => byCategory(a, b) || compareChinese(a.name, b.name));
}

function modeOf(node: GraphNode | undefined, candidates: boolean): WfPreviewStep['mode'] {
  const multi = node?.multiInstance;
  if (!multi) return candidates ? 'claim' : 'single';
  if (multi.sequential) return 'sequential';
  const condition = multi.completionCondition?.replace(/\s+/g, '');
  if (!condition) return 'all';
  return /^\$\{nrOfCompletedInstances(>=1|>0)\}$/.test(condition) ? 'any' : 'ratio';
}

/** Who would approve, step by step, if the user started the process with these values now (nothing is stored). */
export async function previewStart(ctx: RequestContext, input: { processKey: string; variables: Record<string, unknown> }): Promise<WfPreviewReply> {
  const { db, session } = ctx;
  const deployment = await activeDeployment(db, session.tenantId, input.processKey);
  if (!deployment) throw fieldError('processKey', '流程未部署或已挂起');
  const context = await deploymentContext(db, session.tenantId, deployment.id);
  const variables = { ...input.variables, ...(await initiatorVariables(db, session.tenantId, session.username)) };
  let state: RuntimeState;
  try {
    state = start({ ...context, newId: randomUUID }, variables);
  } catch (error) {
    if (error instanceof RuntimeStepError) {
      const name = context.graph.nodes.get(error.nodeId)?.name ?? error.nodeId;
      return { steps: [], problem: `流程无法继续（${name}）：${error.message}` };
    }
    throw error;
  }
  // the route as it would run if every step approved: each step's people, in order (a step whose
  // way on depends on what an approver fills in ends the preview there)
  const byNode = new Map<string, { names: string[]; candidates: boolean }>();
  for (let round = 0; round < MAX_PREVIEW_ROUNDS; round++) {
    const pending = state.tasks.filter((task) => task.state === 'pending');
    if (!pending.length) break;
    for (const task of pending) {
      const entry = byNode.get(task.nodeId) ?? { names: [], candidates: false };
      const node = context.graph.nodes.get(task.nodeId);
      // a countersign asks everyone its rules name (a sequential one, one after the other)
      const all = node?.multiInstance ? context.resolveAssignees(node, state.variables) : [];
      entry.names.push(...(all.length ? all : task.assignee ? [task.assignee] : task.candidates));
      entry.candidates ||= task.assignee === null;
      byNode.set(task.nodeId, entry);
    }
    try {
      for (const task of pending) if (task.state === 'pending') approve(context, state, task.id);
    } catch (error) {
      if (error instanceof RuntimeStepError) break;
      throw error;
    }
  }
  const usernames = [...new Set([...byNode.values()].flatMap((entry) => entry.names))];
  const realnames = await userDirectory.realnamesOf(db, usernames);
  const steps = [...byNode].map(([nodeId, entry]) => {
    const node = context.graph.nodes.get(nodeId);
    return {
      nodeId,
      nodeName: node?.name ?? nodeId,
      mode: modeOf(node, entry.candidates),
      assignees: [...new Set(entry.names)].map((username) => ({ username, realname: realnames.get(username) ?? username })),
    };
  });
  return { steps, problem: null };
}
