/**
 * 流程详情: one instance as its viewer may see it. Who may: the initiator, anyone who has or had a
 * task on it (assignee, candidate, delegating owner), a CC recipient, or a holder of
 * workflow:ops:view. The diagram's highlights are worked out from the tasks and actions: the
 * nodes passed, the nodes waiting now, the nodes a rejection sent the process back to, and the
 * flows taken (a flow whose source was left and whose target was reached in the same move, through
 * any gateways between them). The start form is filtered by the viewer's field permissions on the
 * server: a hidden field leaves both the schema and the values.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { WORKFLOW_PERMISSIONS as P, type WfDetail, type WfFieldAccess } from '@bus/contracts';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import type { RequestContext } from '../../../lib/request-context';
import { userDirectory, userHasPermission } from '../../sys';
import type { FieldPermission, ProcessGraph } from './engine/process-graph';
import { nodeNameOf } from './instance-failure';
import { businessTypeOf } from './business-end';
import { graphOf, type InstanceRow, type TaskRow } from './store/state';
import { wfAction, wfCc, wfDeployment, wfInstance, wfTask } from './runtime.table';

type ActionRow = typeof wfAction.$inferSelect;

/** A start-form field as the designer writes it (only what filtering reads). */
interface SchemaField {
  prop?: unknown;
  type?: unknown;
  children?: SchemaField[];
  [key: string]: unknown;
}

const DONE_OUTCOMES = new Set(['approve', 'resubmit']);
const GATEWAYS = new Set(['exclusive', 'parallel', 'inclusive']);
/** gateways where a branch may wait for the others */
const JOINS = new Set(['parallel', 'inclusive']);

/** The business record the instance is for, as its area names it (业务：定制申请 …). */
async function businessOf({ db, session }: RequestContext, instance: InstanceRow): Promise<WfDetail['business']> {
  if (!instance.businessType || !instance.businessKey) return null;
  const type = businessTypeOf(instance.businessType);
  const name = type?.describe ? await type.describe(db, session.tenantId, instance.businessKey) : null;
  return { type: instance.businessType, key: instance.businessKey, label: type?.label ?? instance.businessType, name };
}

/** The pending task of the user on the instance: the one named if it is theirs, else the first. */
function pendingTaskOf(tasks: TaskRow[], username: string, taskId?: string): TaskRow | undefined {
  const mine = (task: TaskRow) => task.state === 'pending' && (task.assignee === username || (task.assignee === null && task.candidates.includes(username)));
  return tasks.find((task) => task.id === taskId && mine(task)) ?? tasks.find(mine);
}

/**
 * The diagram's highlights. Moves are grouped by their time (one move stores everything at one
 * `now`): at each, the nodes left (tasks approved or resubmitted, the start) and the nodes reached
 * (tasks opened, the end when the instance finished then); a flow is taken when it lies on a path
 * from a node left to a node reached at that time through gateways only. A path ending at a join
 * that was passed later, or where a token still waits, is taken too (the branch arrived there).
 */
export function highlightsOf(
  graph: ProcessGraph,
  instance: Pick<InstanceRow, 'state' | 'startTime' | 'endTime' | 'tokens'>,
  tasks: TaskRow[],
  actions: ActionRow[],
) {
  const stamp = (date: Date | null) => (date ? date.getTime() : NaN);
  const rejectTimes = new Set(actions.filter((action) => action.action === 'reject').map((action) => stamp(action.createTime)));
  const left = new Map<number, Set<string>>();
  const reached = new Map<number, Set<string>>();
  const add = (map: Map<number, Set<string>>, at: number, nodeId: string) => {
    if (!map.has(at)) map.set(at, new Set());
    map.get(at)!.add(nodeId);
  };
  add(left, stamp(instance.startTime), graph.startId);
  const completed = new Set<string>([graph.startId]);
  const active = new Set<string>();
  const rejected = new Set<string>();
  for (const task of tasks) {
    if (task.state === 'pending') active.add(task.nodeId);
    if (task.state === 'done') completed.add(task.nodeId);
    if (task.state === 'done' && DONE_OUTCOMES.has(task.outcome ?? '')) add(left, stamp(task.endTime), task.nodeId);
    const created = stamp(task.createTime);
    // a task a rejection opened was sent back to, not reached along a flow
    if (rejectTimes.has(created)) rejected.add(task.nodeId);
    else add(reached, created, task.nodeId);
  }
  for (const action of actions) if (action.action === 'reject' && action.target && graph.nodes.has(action.target)) rejected.add(action.target);
  if (instance.state === 'completed' && instance.endTime) {
    for (const node of graph.nodes.values()) if (node.kind === 'end') add(reached, stamp(instance.endTime), node.id);
  }

  /** every path from `from` through gateways (and end events) to a node where `stop` holds; their flows and gateways */
  const pathsFrom = (from: string, stop: (nodeId: string) => boolean) => {
    const flows = new Set<string>();
    const gateways = new Set<string>();
    const walk = (nodeId: string, trail: string[], seen: Set<string>): void => {
      for (const flowId of graph.nodes.get(nodeId)?.outgoing ?? []) {
        const target = graph.flows.get(flowId)!.target;
        if (stop(target)) {
          for (const step of [...trail, flowId]) flows.add(step);
          for (const gateway of seen) gateways.add(gateway);
          if (!GATEWAYS.has(graph.nodes.get(target)?.kind ?? '')) continue;
        }
        const kind = graph.nodes.get(target)?.kind ?? '';
        if (GATEWAYS.has(kind) && !seen.has(target)) walk(target, [...trail, flowId], new Set([...seen, target]));
      }
    };
    walk(from, [], new Set());
    return { flows, gateways };
  };

  const taken = new Set<string>();
  /** when each gateway was passed (the latest time) */
  const passed = new Map<string, number>();
  for (const [at, nodes] of left) {
    const targets = reached.get(at) ?? new Set<string>();
    for (const nodeId of nodes) {
      const { flows, gateways } = pathsFrom(nodeId, (target) => targets.has(target));
      for (const flow of flows) taken.add(flow);
      for (const gateway of gateways) passed.set(gateway, Math.max(passed.get(gateway) ?? -Infinity, at));
    }
  }
  // joins: a branch that arrived first waits there until the join is passed (or still waits)
  for (const token of instance.tokens) if (token.state === 'waiting') passed.set(token.nodeId, Infinity);
  for (const [at, nodes] of left) {
    for (const nodeId of nodes) {
      const { flows, gateways } = pathsFrom(nodeId, (target) => JOINS.has(graph.nodes.get(target)!.kind) && (passed.get(target) ?? -Infinity) >= at);
      for (const flow of flows) taken.add(flow);
      for (const gateway of gateways) if (!passed.has(gateway)) passed.set(gateway, at);
    }
  }
  for (const gateway of passed.keys()) completed.add(gateway);
  if (instance.state === 'completed')
    for (const node of graph.nodes.values()) if (node.kind === 'end' && node.incoming.some((flow) => taken.has(flow))) completed.add(node.id);
  return {
    completedNodes: [...completed].filter((id) => graph.nodes.has(id)),
    activeNodes: [...active],
    rejectedNodes: [...rejected],
    takenFlows: [...taken],
  };
}

interface Access {
  readable: boolean;
  writable: boolean;
}

/**
 * The start form for the viewer. `permissionLists` holds one flat list (process-graph's) per node
 * that applies; a field is hidden when any of them hides it; writable only with `writable` set and
 * the (single) list letting it be written. A list naming no field leaves every field read-only;
 * a field a non-empty list does not name is read-only.
 */
export function filterForm(
  schema: { fields?: SchemaField[] } | null,
  variables: Record<string, unknown>,
  permissionLists: FieldPermission[][],
  mode: { writable: boolean; open: boolean },
): { schema: Record<string, unknown> | null; values: Record<string, unknown>; fieldPermissions: WfFieldAccess[] } {
  const accessIn = (list: FieldPermission[], prop: string, inherited: Access): Access => {
    const entry = list.find((candidate) => candidate.prop === prop);
    if (!entry) return { readable: inherited.readable, writable: false };
    const readable = entry.readable && inherited.readable;
    return { readable, writable: entry.writable && inherited.writable && readable };
  };
  const accessOf = (prop: string, inherited: Access): Access => {
    if (mode.open) return { readable: inherited.readable, writable: mode.writable && inherited.writable };
    let access: Access = { readable: inherited.readable, writable: mode.writable && inherited.writable };
    for (const list of permissionLists) {
      const one = accessIn(list, prop, inherited);
      access = { readable: access.readable && one.readable, writable: access.writable && one.writable };
    }
    return access;
  };
  const hiddenProps = new Set<string>();
  const filterFields = (fields: SchemaField[], inherited: Access, inDynamic: string | null): { fields: SchemaField[]; permissions: WfFieldAccess[] } => {
    const kept: SchemaField[] = [];
    const permissions: WfFieldAccess[] = [];
    for (const field of fields) {
      const prop = typeof field.prop === 'string' ? field.prop : '';
      const access = accessOf(prop, inherited);
      if (!access.readable) {
        hiddenProps.add(inDynamic ? `${inDynamic}.${prop}` : prop);
        // a hidden group hides its children's values too (they sit beside it)
        if (field.type === 'group') for (const child of field.children ?? []) markHidden(child, inDynamic);
        continue;
      }
      const permission: WfFieldAccess = { prop, readable: true, writable: access.writable };
      if (Array.isArray(field.children)) {
        const inner = filterFields(field.children, access, field.type === 'dynamic' ? prop : inDynamic);
        kept.push({ ...field, children: inner.fields });
        permission.children = inner.permissions;
      } else kept.push(field);
      permissions.push(permission);
    }
    return { fields: kept, permissions };
  };
  const markHidden = (field: SchemaField, inDynamic: string | null): void => {
    const prop = typeof field.prop === 'string' ? field.prop : '';
    hiddenProps.add(inDynamic ? `${inDynamic}.${prop}` : prop);
    if (field.type === 'group') for (const child of field.children ?? []) markHidden(child, inDynamic);
  };

  const open: Access = { readable: true, writable: true };
  if (!schema || !Array.isArray(schema.fields)) {
    // no start form: the variables the viewer may see, without the engine's own
    const values: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(variables)) {
      if (name.includes('__') || !accessOf(name, open).readable) continue;
      values[name] = value;
    }
    return { schema: null, values, fieldPermissions: [] };
  }
  const { fields, permissions } = filterFields(schema.fields, open, null);
  // only the values of the fields left in the form; a dynamic field's rows lose their hidden columns
  const values: Record<string, unknown> = {};
  const collect = (list: SchemaField[]) => {
    for (const field of list) {
      const prop = typeof field.prop === 'string' ? field.prop : '';
      if (field.type === 'group') {
        collect(field.children ?? []);
        continue;
      }
      if (!Object.hasOwn(variables, prop)) continue;
      const value = variables[prop];
      if (field.type === 'dynamic' && Array.isArray(value)) {
        const columns = new Set((field.children ?? []).map((child) => child.prop));
        values[prop] = value.map((row: unknown) =>
          row && typeof row === 'object'
            ? Object.fromEntries(Object.entries(row as Record<string, unknown>).filter(([name]) => columns.has(name) && !hiddenProps.has(`${prop}.${name}`)))
            : row,
        );
      } else values[prop] = value;
    }
  };
  collect(fields);
  return { schema: { ...schema, fields }, values, fieldPermissions: permissions };
}

/** The viewer may see the records of the instance's business type (定制: the request list), and with them their approvals. */
async function followsRecord({ db, session }: RequestContext, instance: InstanceRow): Promise<boolean> {
  const permission = instance.businessType ? businessTypeOf(instance.businessType)?.viewPermission : undefined;
  return permission !== undefined && (await userHasPermission(db, session.userId, permission));
}

/** GET /workflow/process/detail */
export async function processDetail(ctx: RequestContext, query: { instanceId: string; taskId?: string }): Promise<WfDetail> {
  const { db, session, now } = ctx;
  const [instance] = await db
    .select()
    .from(wfInstance)
    .where(and(eq(wfInstance.id, query.instanceId), eq(wfInstance.tenantId, session.tenantId)));
  if (!instance) throw new AppError(404, '流程不存在');
  const tasks = await db.select().from(wfTask).where(eq(wfTask.instanceId, instance.id)).orderBy(asc(wfTask.createTime), asc(wfTask.endTime));
  const actions = await db.select().from(wfAction).where(eq(wfAction.instanceId, instance.id)).orderBy(asc(wfAction.createTime));
  const ccRows = await db
    .select()
    .from(wfCc)
    .where(and(eq(wfCc.instanceId, instance.id), eq(wfCc.username, session.username)));

  const me = session.username;
  const myTasks = tasks.filter((task) => task.assignee === me || task.owner === me || task.candidates.includes(me));
  const isInitiator = instance.initiator === me;
  const isOps = await userHasPermission(db, session.userId, P.opsView);
  if (!isInitiator && !myTasks.length && !ccRows.length && !isOps && !(await followsRecord(ctx, instance))) throw new AppError(403, '无权查看该流程');

  // the copy is read once its recipient opens it
  if (ccRows.some((row) => row.readTime === null))
    await db
      .update(wfCc)
      .set({ readTime: now })
      .where(and(eq(wfCc.instanceId, instance.id), eq(wfCc.username, me), isNull(wfCc.readTime)));

  const [deployment] = await db.select().from(wfDeployment).where(eq(wfDeployment.id, instance.deploymentId));
  const graph = await graphOf(deployment);
  const nodeName = (nodeId: string | null) => (nodeId === null ? null : nodeNameOf(graph, nodeId));

  const names = new Set<string>([instance.initiator]);
  for (const task of tasks) if (task.assignee) names.add(task.assignee);
  for (const action of actions) {
    names.add(action.actor);
    if (action.target) names.add(action.target);
  }
  const realNames = await userDirectory.realnamesOf(db, [...names]);

  const duration = (from: Date, to: Date | null) => (to ? Math.max(0, to.getTime() - from.getTime()) : null);
  const byId = new Map(tasks.map((task) => [task.id, task]));

  // the form: at the viewer's pending task that node's permissions; the initiator and ops see all; others what no node of theirs hides
  const pending = pendingTaskOf(tasks, me, query.taskId);
  let form: ReturnType<typeof filterForm> & { view: WfDetail['form']['view'] };
  const startForm = (deployment.startForm ?? null) as { fields?: SchemaField[] } | null;
  const permissionsAt = (nodeId: string | null) => (nodeId ? (graph.nodes.get(nodeId)?.fieldPermissions ?? []) : []);
  if (pending) {
    const atStart = pending.nodeId === graph.startId;
    form = { ...filterForm(startForm, instance.variables, [permissionsAt(pending.nodeId)], { writable: true, open: atStart }), view: 'task' };
  } else if (isInitiator || isOps) {
    form = { ...filterForm(startForm, instance.variables, [], { writable: false, open: true }), view: isInitiator ? 'initiator' : 'ops' };
  } else {
    const nodes = new Set([...myTasks.map((task) => task.nodeId), ...ccRows.flatMap((row) => (row.nodeId ? [row.nodeId] : []))]);
    nodes.delete(graph.startId);
    const lists = [...nodes].map(permissionsAt).filter((list) => list.length > 0);
    form = { ...filterForm(startForm, instance.variables, lists, { writable: false, open: lists.length === 0 }), view: 'participant' };
  }

  return {
    instance: {
      id: instance.id,
      title: instance.title,
      serialNo: instance.serialNo,
      processKey: instance.processKey,
      state: instance.state,
      initiator: instance.initiator,
      initiatorName: realNames.get(instance.initiator) ?? null,
      startTime: formatDateTime(instance.startTime),
      endTime: formatDateTime(instance.endTime),
      error: instance.error,
      errorNode: instance.errorNode,
      endReason: instance.endReason,
    },
    business: await businessOf(ctx, instance),
    deployment: { id: deployment.id, name: deployment.name, processKey: deployment.processKey, versionNo: deployment.versionNo, xml: deployment.xml },
    highlight: highlightsOf(graph, instance, tasks, actions),
    tasks: tasks.map((task) => ({
      id: task.id,
      nodeId: task.nodeId,
      nodeName: task.nodeName,
      assignee: task.assignee,
      assigneeName: task.assignee ? (realNames.get(task.assignee) ?? null) : null,
      candidates: task.candidates,
      state: task.state,
      outcome: task.outcome,
      comment: task.comment,
      attachments: task.attachments,
      createTime: formatDateTime(task.createTime),
      endTime: formatDateTime(task.endTime),
      durationMs: duration(task.createTime, task.endTime),
      parentTaskId: task.parentTaskId,
      signType: task.signType,
    })),
    timeline: actions.map((action) => {
      const task = action.taskId ? byId.get(action.taskId) : undefined;
      // time spent: when this action closed the task (its end is this action's time)
      const closed = task && task.endTime && task.state !== 'pending' && task.endTime.getTime() === action.createTime.getTime() && action.action !== 'claim';
      const targetIsNode = action.target !== null && graph.nodes.has(action.target);
      return {
        id: action.id,
        actor: action.actor,
        actorName: realNames.get(action.actor) ?? null,
        action: action.action,
        nodeId: action.nodeId,
        nodeName: action.nodeName ?? nodeName(action.nodeId),
        comment: action.comment,
        attachments: action.attachments,
        target: action.target,
        targetName: action.target === null ? null : targetIsNode ? nodeName(action.target) : (realNames.get(action.target) ?? action.target),
        time: formatDateTime(action.createTime),
        durationMs: closed ? duration(task.createTime, task.endTime) : null,
      };
    }),
    form,
    myTask: pending
      ? {
          id: pending.id,
          nodeId: pending.nodeId,
          nodeName: pending.nodeName,
          assignee: pending.assignee,
          createTime: formatDateTime(pending.createTime),
          resubmit: pending.nodeId === graph.startId,
        }
      : null,
  };
}
