import { integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import type { ReportColumn, ReportQueryField } from '@bus/contracts';
import { auditColumns, idColumn } from '../../../db/columns';

/**
 * Online report definitions (Online报表配置): a SELECT over the report sources, the columns it
 * shows and the fields it can be queried by. Each belongs to one tenant; codes are unique in it.
 */
export const onlCgreportHead = pgTable(
  'onl_cgreport_head',
  {
    id: idColumn(),
    tenantId: integer('tenant_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    reportSql: text('report_sql').notNull(),
    columns: jsonb('columns').$type<ReportColumn[]>().notNull(),
    queryFields: jsonb('query_fields').$type<ReportQueryField[]>().notNull(),
    remark: text('remark'),
    ...auditColumns(),
  },
  (t) => [unique('onl_cgreport_head_code_uq').on(t.tenantId, t.code)],
);
