import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /** running | completed | terminated | suspended | failed (a step could not be worked out: see error) */
    state: text('state').notNull().default('running'),
    variables: jsonb('variables').notNull().$type<Record<string, unknown>>().default({}),
    /** where the engine's tokens rest (nodes and waiting joins) */
    tokens: jsonb('tokens').notNull().$type<Array<{ id: string; nodeId: string; state: 'active' | 'waiting' }>>().default([]),
    error: text('error'),
    errorNode: text('error_node'),
    startTime: timestampColumn('start_time').notNull().defaultNow(),
    endTime: timestampColumn('end_time'),
    /** every move of the instance bumps it: two moves at once, one wins (DESIGN.md rule 5) */
    version: integer('version').notNull().default(0),
  },
  (t) => [index('wf_instance_initiator_idx').on(t.tenantId, t.initiator, t.startTime)],
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
    createTime: timestampColumn('create_time').notNull().defaultNow(),
    endTime: timestampColumn('end_time'),
  },
  (t) => [index('wf_task_assignee_idx').on(t.tenantId, t.assignee, t.state, t.createTime), index('wf_task_instance_idx').on(t.instanceId)],
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
    createTime: timestampColumn('create_time').notNull().defaultNow(),
  },
  (t) => [index('wf_action_instance_idx').on(t.instanceId, t.createTime)],
);
