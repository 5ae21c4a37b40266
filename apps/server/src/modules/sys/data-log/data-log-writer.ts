import { asc, and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { DataLogWriter } from '../../../lib/resource-kit';
import { sysDataLog } from './data-log.table';
import { recordDataLog } from './record-data-log';

/** Every saved version of one record, oldest first (a record's change history, e.g. a line's). */
async function history(db: Database, table: string, id: string) {
  return db
    .select({
      id: sysDataLog.id,
      dataVersion: sysDataLog.dataVersion,
      dataContent: sysDataLog.dataContent,
      createBy: sysDataLog.createBy,
      createTime: sysDataLog.createTime,
    })
    .from(sysDataLog)
    .where(and(eq(sysDataLog.dataTable, table), eq(sysDataLog.dataId, id)))
    .orderBy(asc(sysDataLog.dataVersion), asc(sysDataLog.createTime));
}

/**
 * 数据日志 as every area writes it (the resource kit, or a service in the write's transaction) and
 * reads one record's history: what the system area offers (modules/sys/index.ts).
 */
export const dataLog: DataLogWriter & { history: typeof history } = { record: recordDataLog, history };
