import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, timestampColumn } from '../../../db/columns';

/** Every saved version of an audited record (JSON of its fields), for the data log screen. */
export const sysDataLog = pgTable(
  'sys_data_log',
  {
    id: idColumn(),
    /** table name, e.g. sys_user */
    dataTable: text('data_table').notNull(),
    dataId: text('data_id').notNull(),
    /** the record's version after this save */
    dataVersion: integer('data_version').notNull(),
    /** JSON object of the record's fields after the save */
    dataContent: text('data_content').notNull(),
    createBy: text('create_by'),
    createTime: timestampColumn('create_time').notNull().defaultNow(),
  },
  (t) => [index('sys_data_log_record_idx').on(t.dataTable, t.dataId)],
);
