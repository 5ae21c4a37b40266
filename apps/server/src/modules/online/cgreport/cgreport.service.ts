/** Report definitions of a tenant: save (after proving the SQL runs), find, delete, run. */
import { and, eq } from 'drizzle-orm';
import { cgreportResource, type CgreportSave, type ReportColumn, type ReportQueryField } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import { defineList, fieldsOf } from '../../../lib/list-query';
import { resourceKit } from '../../../lib/resource-kit';
import { updateVersioned } from '../../../lib/versioned-update';
import { dataLog } from '../../sys';
import { onlCgreportHead } from './cgreport.table';
import { runReport, type ReportFilter, type ReportPage } from './report-runner';
import { checkReportSql } from './report-sql';
import { REPORT_SOURCE_NAMES } from './report-sources';
import { ownValue } from '../../../lib/own-property';

type Row = typeof onlCgreportHead.$inferSelect;

export const REPORT_NOT_FOUND = '报表不存在';

export const toCgreportRecord = (row: Row) => ({
  id: row.id,
  code: row.code,
  name: row.name,
  reportSql: row.reportSql,
  columns: row.columns,
  queryFields: row.queryFields,
  remark: row.remark,
  createBy: row.createBy,
  createTime: formatDateTime(row.createTime),
  version: row.version,
});

export async function findReport(db: Database, tenantId: number, id: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(onlCgreportHead)
    .where(and(eq(onlCgreportHead.id, id), eq(onlCgreportHead.tenantId, tenantId)));
  if (!row) throw new AppError(404, REPORT_NOT_FOUND);
  return row;
}

export async function findReportByCode(db: Database, tenantId: number, code: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(onlCgreportHead)
    .where(and(eq(onlCgreportHead.code, code), eq(onlCgreportHead.tenantId, tenantId)));
  if (!row) throw new AppError(404, `报表 ${code} 不存在`);
  return row;
}

/** Runs the SQL once (no rows) and returns its result columns and `${name}` parameters. */
export async function parseReportSql(db: Database, tenantId: number, reportSql: string) {
  const page = await runReport(db, tenantId, { sql: reportSql, columns: [], pageSize: 1 });
  return { fields: page.fields, params: checkReportSql(reportSql, REPORT_SOURCE_NAMES).params };
}

interface SaveInput {
  code: string;
  name: string;
  reportSql: string;
  columns: ReportColumn[];
  queryFields: ReportQueryField[];
  remark?: string | null;
}

/** The SQL must run, and every declared column must be one of its result columns. */
async function assertRunnable(db: Database, tenantId: number, input: SaveInput) {
  const { fields } = await parseReportSql(db, tenantId, input.reportSql);
  input.columns.forEach((c, index) => {
    if (!fields.includes(c.field)) throw fieldError(`columns.${index}.field`, `列 ${c.field} 不在 SQL 的查询结果中（结果列：${fields.join('、')}）`);
  });
}

async function assertCodeFree(db: Database, tenantId: number, code: string, exceptId?: string) {
  const [other] = await db
    .select({ id: onlCgreportHead.id })
    .from(onlCgreportHead)
    .where(and(eq(onlCgreportHead.tenantId, tenantId), eq(onlCgreportHead.code, code)));
  if (other && other.id !== exceptId) throw fieldError('code', `编码 ${code} 已存在`);
}

const valuesOf = (input: SaveInput) => ({
  code: input.code,
  name: input.name,
  reportSql: input.reportSql,
  columns: input.columns,
  queryFields: input.queryFields,
  remark: input.remark?.trim() || null,
});

interface WriteContext {
  db: Database;
  tenantId: number;
  by: string;
  now: Date;
}

export async function createReport({ db, tenantId, by, now }: WriteContext, input: CgreportSave & SaveInput) {
  await assertCodeFree(db, tenantId, input.code);
  await assertRunnable(db, tenantId, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(onlCgreportHead)
      .values({ ...valuesOf(input), tenantId, createBy: by, createTime: now })
      .returning();
    await dataLog.record(tx, { table: 'onl_cgreport_head', record: row, by, at: now });
    return row;
  });
}

export async function editReport({ db, tenantId, by, now }: WriteContext, id: string, version: number, input: SaveInput) {
  await findReport(db, tenantId, id);
  await assertCodeFree(db, tenantId, input.code, id);
  await assertRunnable(db, tenantId, input);
  return db.transaction(async (tx) => {
    const row = await updateVersioned(tx, onlCgreportHead, id, version, { ...valuesOf(input), updateBy: by, updateTime: now }, REPORT_NOT_FOUND);
    await dataLog.record(tx, { table: 'onl_cgreport_head', record: row, by, at: now });
    return row;
  });
}

const reportList = defineList({
  name: 'onl_cgreport_head',
  table: onlCgreportHead,
  fields: fieldsOf(cgreportResource.fields, {
    code: onlCgreportHead.code,
    name: onlCgreportHead.name,
    remark: onlCgreportHead.remark,
    createTime: onlCgreportHead.createTime,
  }),
  defaultSort: cgreportResource.defaultSort,
  tieBreaker: onlCgreportHead.id,
  tenantColumn: onlCgreportHead.tenantId,
});

/** Online报表配置's list, queryById, delete and deleteBatch on the resource kit; add and edit are the routes' own. */
export const cgreportKit = resourceKit(
  {
    resource: cgreportResource,
    table: onlCgreportHead,
    list: reportList,
    ownRoutes: ['add', 'edit'],
    messages: { deleted: '删除成功' },
    toRecord: toCgreportRecord,
    hooks: {},
  },
  dataLog,
);

const first = (value: unknown): string | undefined => {
  const v = Array.isArray(value) ? value[0] : value;
  return v === undefined || v === null || v === '' ? undefined : String(v);
};

/**
 * getData: query fields (`field`, or `field_begin` / `field_end` in range mode), the caller's
 * `self_<name>` parameters, `column` + `order`, pageNo / pageSize. Other parameters are ignored.
 */
export function reportRunOf(row: Row, query: Record<string, unknown>) {
  const filters: ReportFilter[] = row.queryFields.map((q) => ({
    field: q.field,
    mode: q.mode,
    exact: !!q.dictCode,
    value: first(ownValue(query, q.field)),
    begin: first(ownValue(query, `${q.field}_begin`)),
    end: first(ownValue(query, `${q.field}_end`)),
  }));
  const params: Record<string, string | undefined> = Object.create(null);
  for (const [key, value] of Object.entries(query)) if (key.startsWith('self_')) params[key.slice(5)] = first(value);
  const column = first(query.column);
  const order = first(query.order) === 'desc' ? 'desc' : 'asc';
  const pageNo = Number(first(query.pageNo) ?? 1);
  const pageSize = Number(first(query.pageSize) ?? 10);
  return {
    sql: row.reportSql,
    columns: row.columns.map((c) => c.field),
    filters,
    params,
    sort: column ? { column, order: order as 'asc' | 'desc' } : undefined,
    pageNo: Number.isFinite(pageNo) ? pageNo : 1,
    pageSize: Number.isFinite(pageSize) ? pageSize : 10,
  };
}

export async function getReportData(db: Database, tenantId: number, id: string, query: Record<string, unknown>): Promise<ReportPage> {
  return runReport(db, tenantId, reportRunOf(await findReport(db, tenantId, id), query));
}
