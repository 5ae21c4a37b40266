import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestampColumn } from '../../../db/columns';

/** A deployed definition: one saved model version frozen, numbered per process key (1, 2, ...). */
export const wfDeployment = pgTable(
  'wf_deployment',
  {
    id: idColumn(),
    tenantId: integer('tenant_id').notNull(),
    processKey: text('process_key').notNull(),
    name: text('name').notNull(),
    category: text('category'),
    versionNo: integer('version_no').notNull(),
    modelId: text('model_id').notNull(),
    modelVersion: integer('model_version').notNull(),
    xml: text('xml').notNull(),
    /** the start form as it was when deployed (the designer's form schema) */
    startForm: jsonb('start_form'),
    /** active: new instances start on the newest active version; suspended: none start */
    state: text('state').notNull().default('active'),
    deployBy: text('deploy_by'),
    deployTime: timestampColumn('deploy_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wf_deployment_key_version_idx').on(t.tenantId, t.processKey, t.versionNo)],
);

/** A running or finished approval; it stays on the deployment it started on. */
export const wfInstance = pgTable(
  'wf_instance',
  {
    id: idColumn(),
    tenantId: integer('tenant_id').notNull(),
    deploymentId: text('deployment_id').notNull(),
    processKey: text('process_key').notNull(),
    title: text('title').notNull(),
    initiator: text('initiator').notNull(),
    /**
     * running | returned | completed | cancelled | terminated | suspended | failed (a step could not
     * be worked out: see error); an instance of a business record (business_key) also ends as
     * rejected (驳回 to its initiator) or withdrawn (撤回): business-link.ts
     */
    state: text('state').notNull().default('running'),
    variables: jsonb('variables').notNull().$type<Record<string, unknown>>().default({}),
    /** where the engine's tokens rest (nodes and waiting joins) */
    tokens: jsonb('tokens').notNull().$type<Array<{ id: string; nodeId: string; state: 'active' | 'waiting' }>>().default([]),
    error: text('error'),
    errorNode: text('error_node'),
    /** the process's serial number (the designer's Serial rule), e.g. QJ20261126-00001 */
    serialNo: text('serial_no'),
    /** why an administrator terminated it, or what ended it otherwise */
    endReason: text('end_reason'),
    /** a call activity's child instance: the parent instance and the parent's waiting token */
    parentInstanceId: text('parent_instance_id'),
    parentTokenId: text('parent_token_id'),
    /** the business record the approval is for (startForRecord): its type, e.g. ops.custom_request, and its id */
    businessType: text('business_type'),
    businessKey: text('business_key'),
    startTime: timestampColumn('start_time').notNull().defaultNow(),
    endTime: timestampColumn('end_time'),
    /** every move of the instance bumps it: two moves at once, one wins (DESIGN.md rule 5) */
    version: integer('version').notNull().default(0),
  },
  (t) => [
    index('wf_instance_initiator_idx').on(t.tenantId, t.initiator, t.startTime),
    // a call activity's children, looked up at every move of their parent
    index('wf_instance_parent_idx')
      .on(t.parentInstanceId)
      .where(sql`${t.parentInstanceId} is not null`),
    // a record's approvals (approvalStateOf), and at most one live one per record (startForRecord's backstop)
    index('wf_instance_business_idx').on(t.tenantId, t.businessType, t.businessKey),
    uniqueIndex('wf_instance_business_live_idx')
      .on(t.tenantId, t.businessType, t.businessKey)
      .where(sql`${t.businessKey} is not null and ${t.state} in ('running', 'returned', 'suspended', 'failed')`),
  ],
);

/** A user task of an instance: pending until approved (or cancelled when a countersign passed). */
export const wfTask = pgTable(
  'wf_task',
  {
    id: idColumn(),
    tenantId: integer('tenant_id').notNull(),
    instanceId: text('instance_id').notNull(),
    tokenId: text('token_id').notNull(),
    nodeId: text('node_id').notNull(),
    nodeName: text('node_name').notNull(),
    /** a user name; null while the task is offered to its candidates */
    assignee: text('assignee'),
    candidates: jsonb('candidates').notNull().$type<string[]>().default([]),
    loopIndex: integer('loop_index'),
    /** pending | done | cancelled */
    state: text('state').notNull().default('pending'),
    outcome: text('outcome'),
    comment: text('comment'),
    /** files attached when the task was handled (upload paths) */
    attachments: jsonb('attachments').notNull().$type<string[]>().default([]),
    /** 委派: the user the task returns to once the delegate has handled it */
    owner: text('owner'),
    /** 加签: the task this sign task was added to, and whether before or after it */
    parentTaskId: text('parent_task_id'),
    signType: text('sign_type'),
    /** when the node's timeout falls due (null: no timeout) */
    dueTime: timestampColumn('due_time'),
    createTime: timestampColumn('create_time').notNull().defaultNow(),
    endTime: timestampColumn('end_time'),
  },
  (t) => [
    index('wf_task_assignee_idx').on(t.tenantId, t.assignee, t.state, t.createTime),
    index('wf_task_instance_idx').on(t.instanceId),
    // 待办 and 待认领: the pending tasks offered to a user (candidates ? name) without reading every offered task
    index('wf_task_offered_idx')
      .using('gin', t.candidates)
      .where(sql`${t.assignee} is null and ${t.state} = 'pending'`),
    // 加签: the sign tasks of a task, closed with it at every move
    index('wf_task_parent_idx')
      .on(t.parentTaskId)
      .where(sql`${t.parentTaskId} is not null`),
  ],
);

/** The timeline of an instance: every action, who, when, the comment. */
export const wfAction = pgTable(
  'wf_action',
  {
    id: idColumn(),
    instanceId: text('instance_id').notNull(),
    taskId: text('task_id'),
    nodeId: text('node_id'),
    nodeName: text('node_name'),
    actor: text('actor').notNull(),
    /** start | approve | ... */
    action: text('action').notNull(),
    comment: text('comment'),
    /** files attached to the action (upload paths) */
    attachments: jsonb('attachments').notNull().$type<string[]>().default([]),
    /** whom or where the action went: a transfer's user, a rejection's or jump's node */
    target: text('target'),
    createTime: timestampColumn('create_time').notNull().defaultNow(),
  },
  (t) => [index('wf_action_instance_idx').on(t.instanceId, t.createTime)],
);

/** 抄送: an instance copied to a user, by the node's default recipients or by an approver. */
export const wfCc = pgTable(
  'wf_cc',
  {
    id: idColumn(),
    tenantId: integer('tenant_id').notNull(),
    instanceId: text('instance_id').notNull(),
    taskId: text('task_id'),
    nodeId: text('node_id'),
    nodeName: text('node_name'),
    /** the recipient's user name */
    username: text('username').notNull(),
    sender: text('sender').notNull(),
    readTime: timestampColumn('read_time'),
    createTime: timestampColumn('create_time').notNull().defaultNow(),
  },
  (t) => [index('wf_cc_user_idx').on(t.tenantId, t.username, t.createTime), index('wf_cc_instance_idx').on(t.instanceId)],
);

/** A timer of a task (reminder, timeout): fired once by the scheduler when due, even after a restart. */
export const wfTimer = pgTable(
  'wf_timer',
  {
    id: idColumn(),
    tenantId: integer('tenant_id').notNull(),
    instanceId: text('instance_id').notNull(),
    taskId: text('task_id'),
    nodeId: text('node_id'),
    /** remind | approve | reject | escalate | boundary */
    kind: text('kind').notNull(),
    /** e.g. the user a timeout escalates to, the boundary event's id */
    target: text('target'),
    dueTime: timestampColumn('due_time').notNull(),
    /** pending | fired | cancelled | failed */
    state: text('state').notNull().default('pending'),
    firedTime: timestampColumn('fired_time'),
    error: text('error'),
    createTime: timestampColumn('create_time').notNull().defaultNow(),
  },
  (t) => [index('wf_timer_due_idx').on(t.state, t.dueTime), index('wf_timer_task_idx').on(t.taskId)],
);

/** The last serial number given per process and period (the Serial rule's reset cycle). */
export const wfSerial = pgTable(
  'wf_serial',
  {
    tenantId: integer('tenant_id').notNull(),
    processKey: text('process_key').notNull(),
    /** the cycle's period, e.g. 2026-11-26 for a daily reset, '' for none */
    period: text('period').notNull(),
    value: integer('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.processKey, t.period] })],
);
