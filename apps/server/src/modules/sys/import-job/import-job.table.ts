import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestampColumn } from '../../../db/columns';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * One import (Excel files, GTFS feeds): its progress while it runs (in the database, so any instance can answer the
 * browser's polling) and, at the end, the counts and the file of rejected rows with reasons.
 */
export const sysImportJob = pgTable(
  'sys_import_job',
  {
    id: idColumn(),
    tenantId: integer('tenant_id').notNull(),
    /** what is imported (e.g. 'user'); the result is readable only through that import's permission */
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    /** running | done | failed */
    status: text('status').notNull(),
    totalRows: integer('total_rows').notNull(),
    processedRows: integer('processed_rows').notNull().default(0),
    successCount: integer('success_count').notNull().default(0),
    failCount: integer('fail_count').notNull().default(0),
    message: text('message'),
    /** the rejected rows with their reasons (.xlsx), when any */
    resultFile: bytea('result_file'),
    createBy: text('create_by').notNull(),
    createTime: timestampColumn('create_time').notNull(),
    /** last sign of life of the instance running it (each batch): a running job silent for long died with its process */
    heartbeatTime: timestampColumn('heartbeat_time'),
    /** the server process running it (server-process.ts): a start interrupts the running jobs of a process that is gone */
    processId: text('process_id'),
    finishTime: timestampColumn('finish_time'),
  },
  (t) => [
    index('sys_import_job_tenant_idx').on(t.tenantId, t.createTime),
    // one GTFS import at a time per company: a second one would replace the trips the first is loading
    uniqueIndex('sys_import_job_gtfs_running_idx')
      .on(t.tenantId)
      .where(sql`kind = 'gtfs' and status = 'running'`),
  ],
);
