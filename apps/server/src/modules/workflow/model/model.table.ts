import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, timestampColumn } from '../../../db/columns';

/** A process model: the newest diagram and what the list shows; every save adds a wf_model_version. */
export const wfModel = pgTable(
  'wf_model',
  {
    id: idColumn(),
    tenantId: integer('tenant_id').notNull().default(1),
    /** the diagram's process id */
    modelKey: text('model_key').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    category: text('category'),
    /** flowable | camunda | activiti */
    engine: text('engine').notNull().default('flowable'),
    latestVersion: integer('latest_version').notNull().default(1),
    /** the newest version that is not a draft (lint found no error): the only one a deployment may take */
    deployableVersion: integer('deployable_version'),
    /** the start form (wf_form of kind start) the designer's form designer edits for this model */
    startFormId: text('start_form_id'),
    /** XML of the newest version */
    xml: text('xml').notNull(),
    /** 0 live, 1 deleted (its versions go with it) */
    delFlag: smallint('del_flag').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    // a key is unique among the tenant's live models; a deleted model's key may be used again
    uniqueIndex('wf_model_tenant_key_idx')
      .on(t.tenantId, t.modelKey)
      .where(sql`${t.delFlag} = 0`),
    index('wf_model_create_time_idx').on(t.tenantId, t.createTime, t.id),
  ],
);

/** One saved version of a model, numbered from 1; never changed once written. */
export const wfModelVersion = pgTable(
  'wf_model_version',
  {
    id: idColumn(),
    modelId: text('model_id').notNull(),
    versionNo: integer('version_no').notNull(),
    xml: text('xml').notNull(),
    svg: text('svg'),
    engine: text('engine').notNull(),
    /** saved with lint errors: kept, shown, restorable, never deployable */
    draft: boolean('draft').notNull().default(false),
    comment: text('comment'),
    createBy: text('create_by'),
    createTime: timestampColumn('create_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wf_model_version_no_idx').on(t.modelId, t.versionNo)],
);
