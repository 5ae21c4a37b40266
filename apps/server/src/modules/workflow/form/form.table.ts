import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, timestampColumn } from '../../../db/columns';

/** A start form or node form of the form designer: the newest JSON; every save adds a wf_form_version. */
export const wfForm = pgTable(
  'wf_form',
  {
    id: idColumn(),
    tenantId: integer('tenant_id').notNull().default(1),
    formKey: text('form_key').notNull(),
    name: text('name').notNull(),
    /** start | node */
    kind: text('kind').notNull().default('start'),
    description: text('description'),
    latestVersion: integer('latest_version').notNull().default(1),
    /** the form designer's JSON of the newest version, as text */
    schemaJson: text('schema_json').notNull(),
    delFlag: smallint('del_flag').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('wf_form_tenant_key_idx')
      .on(t.tenantId, t.formKey)
      .where(sql`${t.delFlag} = 0`),
    index('wf_form_create_time_idx').on(t.tenantId, t.createTime, t.id),
  ],
);

export const wfFormVersion = pgTable(
  'wf_form_version',
  {
    id: idColumn(),
    formId: text('form_id').notNull(),
    versionNo: integer('version_no').notNull(),
    schemaJson: text('schema_json').notNull(),
    comment: text('comment'),
    createBy: text('create_by'),
    createTime: timestampColumn('create_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wf_form_version_no_idx').on(t.formId, t.versionNo)],
);
