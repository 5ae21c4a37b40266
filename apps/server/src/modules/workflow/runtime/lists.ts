/**
 * The runtime's lists on the list layer (lib/list-query): the tenant, the list's data rules, the
 * title search and keyset paging by `cursor` / `nextCursor` as every other list. Each list's
 * conditions name only its own table (the title through a sub-select on the instance), so pages
 * past the first seek the sort's index instead of skipping rows.
 */
import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { PERMS } from '@bus/contracts';
import { defineList, runList, type ListContext, type QueryParams } from '../../../lib/list-query';
import { titleLike } from './store/state';
import { userDirectory } from '../../sys';
import { wfAction, wfCc, wfInstance } from './runtime.table';

/** The title search of a list on `table` whose rows name their instance in `instanceColumn` (a sub-select: the list's own table alone). */
const instanceTitleLike =
  (table: string, instanceColumn: string) =>
  (words: string): SQL =>
    sql`exists (select 1 from wf_instance i where i.id = ${sql.raw(`"${table}"."${instanceColumn}"`)}
    and i.title ilike ${`%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`;

/** The instance's title as a column of such a list (for data rules on 标题). */
const instanceTitle = (table: string, instanceColumn: string): SQL =>
  sql`(select i.title from wf_instance i where i.id = ${sql.raw(`"${table}"."${instanceColumn}"`)})`;

/* ---------- 我发起的 ---------- */

export const myInstancesList = defineList({
  name: 'wf_instance',
  table: wfInstance,
  tenantColumn: wfInstance.tenantId,
  dataRulePermission: PERMS.workflow.process.start,
  tieBreaker: wfInstance.id,
  defaultSort: { field: 'startTime', order: 'desc' },
  fields: {
    startTime: { column: wfInstance.startTime, type: 'datetime', filterable: false },
    title: { column: wfInstance.title, type: 'string', sortable: false, filter: (words) => titleLike(words) },
    processKey: { column: wfInstance.processKey, type: 'string', sortable: false, filter: (key) => eq(wfInstance.processKey, key) },
    state: { column: wfInstance.state, type: 'string', sortable: false },
  },
});

/** 我发起的: the instances the user started, newest first, with the nodes waiting for someone. */
export function myInstances(ctx: ListContext, query: QueryParams) {
  const { db, session } = ctx;
  return runList(myInstancesList, query, ctx, {
    baseWhere: [eq(wfInstance.initiator, session.username)],
    select: (parts) =>
      db
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
        .where(and(parts.where))
        .orderBy(...parts.orderBy)
        .limit(parts.limit)
        .offset(parts.offset),
  });
}

/* ---------- 抄送我的 ---------- */

export const copiesList = defineList({
  name: 'wf_cc',
  table: wfCc,
  tenantColumn: wfCc.tenantId,
  dataRulePermission: PERMS.workflow.task.copy,
  tieBreaker: wfCc.id,
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: {
    createTime: { column: wfCc.createTime, type: 'datetime', filterable: false },
    title: { column: instanceTitle('wf_cc', 'instance_id'), type: 'string', sortable: false, filter: instanceTitleLike('wf_cc', 'instance_id') },
    nodeName: { column: wfCc.nodeName, type: 'string', sortable: false },
    sender: { column: wfCc.sender, type: 'string', sortable: false },
  },
});

/** 抄送我的: copies to the user, newest first, with the title search. */
export function copiesOf(ctx: ListContext, query: QueryParams) {
  return runList(copiesList, query, ctx, {
    baseWhere: [eq(wfCc.username, ctx.session.username)],
    select: (parts) =>
      ctx.db
        .select({
          cc: wfCc,
          title: wfInstance.title,
          processKey: wfInstance.processKey,
          initiator: wfInstance.initiator,
          instanceState: wfInstance.state,
          serialNo: wfInstance.serialNo,
          senderName: userDirectory.realnameOfUsername(wfCc.sender),
          initiatorName: userDirectory.realnameOfUsername(wfInstance.initiator),
        })
        .from(wfCc)
        .innerJoin(wfInstance, eq(wfInstance.id, wfCc.instanceId))
        .where(parts.where)
        .orderBy(...parts.orderBy)
        .limit(parts.limit)
        .offset(parts.offset),
  });
}

/* ---------- 我的已办 ---------- */

const DONE_ACTIONS = ['approve', 'reject', 'resubmit', 'transfer', 'delegate', 'resolve', 'addSign'];

export const doneList = defineList({
  name: 'wf_action',
  table: wfAction,
  dataRulePermission: PERMS.workflow.task.done,
  tieBreaker: wfAction.id,
  defaultSort: { field: 'handleTime', order: 'desc' },
  fields: {
    handleTime: { column: wfAction.createTime, type: 'datetime', filterable: false },
    title: { column: instanceTitle('wf_action', 'instance_id'), type: 'string', sortable: false, filter: instanceTitleLike('wf_action', 'instance_id') },
    nodeName: { column: wfAction.nodeName, type: 'string', sortable: false },
    action: { column: wfAction.action, type: 'string', sortable: false },
  },
});

/** 我的已办: what the user did on tasks, newest first, with the instance's state and where it waits now. */
export function doneTasks(ctx: ListContext, query: QueryParams) {
  const { db, session } = ctx;
  return runList(doneList, query, ctx, {
    baseWhere: [
      // wf_action has no tenant of its own: its instance's
      sql`exists (select 1 from wf_instance i where i.id = ${sql.raw('"wf_action"."instance_id"')} and i.tenant_id = ${session.tenantId})`,
      eq(wfAction.actor, session.username),
      isNotNull(wfAction.taskId),
      inArray(wfAction.action, DONE_ACTIONS),
    ],
    select: (parts) =>
      db
        .select({
          action: wfAction,
          title: wfInstance.title,
          processKey: wfInstance.processKey,
          initiator: wfInstance.initiator,
          instanceState: wfInstance.state,
          serialNo: wfInstance.serialNo,
          startTime: wfInstance.startTime,
          currentNodes: sql<
            string | null
          >`(select string_agg(distinct t.node_name, '、') from wf_task t where t.instance_id = ${wfAction.instanceId} and t.state in ('pending', 'waiting'))`,
          // the user's approval is the instance's last action (urges aside) and that task is still theirs, done
          canRetrieve: sql<boolean>`(${wfAction.action} = 'approve' and ${wfInstance.state} = 'running'
        and exists (select 1 from wf_task d where d.id = ${wfAction.taskId} and d.state = 'done' and d.outcome = 'approve' and d.parent_task_id is null and d.assignee = ${session.username})
        and not exists (select 1 from wf_action l where l.instance_id = ${wfAction.instanceId} and l.action <> 'urge' and l.create_time > ${wfAction.createTime}))`,
        })
        .from(wfAction)
        .innerJoin(wfInstance, eq(wfInstance.id, wfAction.instanceId))
        .where(parts.where)
        .orderBy(...parts.orderBy)
        .limit(parts.limit)
        .offset(parts.offset),
  });
}
