/**
 * Runs a report: its SQL, checked by report-sql.ts, goes inside
 *
 *   WITH <tenant-scoped sources> SELECT * FROM (<report sql>) r WHERE <query filters>
 *   ORDER BY r."<declared column>" LIMIT $n OFFSET $m
 *
 * in a READ ONLY transaction with `SET LOCAL statement_timeout`. Every value (tenant, query
 * values, `${name}` parameters, paging) is a bound parameter; the only names put in the text are
 * the report's declared column names, which were checked to be plain identifiers when saved.
 * Before running, the planner's own view of the statement (EXPLAIN) must show every table read
 * inside one of the source definitions: nothing else is reachable.
 *
 * PGlite note: the embedded database runs in one thread and cannot interrupt a running
 * statement, so statement_timeout only takes effect on PostgreSQL; the function allowlist (no
 * pg_sleep, no generate_series) and the page size cap are what bound a report there.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import { ALLOWED_FUNCTIONS, checkReportSql, ReportSqlError, splitOnParams } from './report-sql';
import { REPORT_SOURCES, REPORT_SOURCE_NAMES, sourcesPrelude } from './report-sources';
import { ownValue } from '../../../lib/own-property';

export const REPORT_TIMEOUT_MS = 5000;
export const MAX_REPORT_PAGE_SIZE = 200;
export const COLUMN_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export interface ReportFilter {
  field: string;
  mode: 'single' | 'range';
  /** equality instead of contains (dictionary-coded fields) */
  exact?: boolean;
  value?: string;
  begin?: string;
  end?: string;
}

export interface ReportRun {
  sql: string;
  /** the report's declared column names: the only names sorting and filtering may use */
  columns: string[];
  filters?: ReportFilter[];
  /** values of the `${name}` parameters; a missing one is NULL */
  params?: Record<string, string | undefined>;
  sort?: { column: string; order: 'asc' | 'desc' };
  pageNo?: number;
  pageSize?: number;
}

export interface ReportPage {
  records: Array<Record<string, unknown>>;
  total: number;
  /** the column names of the result, in order */
  fields: string[];
}

const column = (name: string) => {
  if (!COLUMN_NAME.test(name)) throw fieldError('column', `字段名 ${name} 不合法`);
  return sql.raw(`r."${name}"`);
};

/** The report SQL with `${name}` replaced by bound text parameters. */
function bindReportSql(text: string, params: Record<string, string | undefined>): SQL {
  const checked = checkReportSql(text, REPORT_SOURCE_NAMES);
  const pieces = splitOnParams(checked).map((piece) => ('sql' in piece ? sql.raw(piece.sql) : sql`${ownValue(params, piece.param) ?? null}::text`));
  return sql.join(pieces, sql``);
}

function filterConditions(run: ReportRun): SQL[] {
  const out: SQL[] = [];
  for (const filter of run.filters ?? []) {
    if (!run.columns.includes(filter.field)) throw fieldError(filter.field, `查询字段 ${filter.field} 不是报表的列`);
    const target = column(filter.field);
    if (filter.mode === 'range') {
      if (filter.begin) out.push(sql`${target} >= ${filter.begin}`);
      if (filter.end) out.push(sql`${target} <= ${filter.end}`);
    } else if (filter.value) {
      if (filter.exact) out.push(sql`${target}::text = ${filter.value}`);
      else out.push(sql`${target}::text ilike ${`%${filter.value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
    }
  }
  return out;
}

interface PlanNode {
  'Node Type'?: string;
  'Relation Name'?: string;
  'Subplan Name'?: string;
  'Function Name'?: string;
  Plans?: PlanNode[];
}

/**
 * Every table scan must lie inside the CTE of a report source that is defined over that table,
 * and every function scan must call an allowed function. Throws naming what was read.
 */
export function assertPlanReadsOnlySources(plan: PlanNode): void {
  const byCte = new Map(REPORT_SOURCES.map((s) => [`CTE ${s.name}`, new Set(s.tables)]));
  const walk = (node: PlanNode, cte: string | undefined) => {
    const inside = node['Subplan Name']?.startsWith('CTE ') ? node['Subplan Name'] : cte;
    const relation = node['Relation Name'];
    if (relation && !(inside && byCte.get(inside)?.has(relation))) {
      throw new ReportSqlError(`报表 SQL 只能查询报表数据源（${REPORT_SOURCE_NAMES.join('、')}），不能直接读取 ${relation}`);
    }
    const fn = node['Function Name'];
    if (fn && !ALLOWED_FUNCTIONS.has(fn)) throw new ReportSqlError(`报表 SQL 不允许调用函数 ${fn}`);
    for (const child of node.Plans ?? []) walk(child, inside);
  };
  walk(plan, undefined);
}

function readPlan(rows: Array<Record<string, unknown>>): PlanNode {
  const raw = rows[0]?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  return parsed[0].Plan;
}

const toJson = (value: unknown): unknown => {
  if (value instanceof Date) return formatDateTime(value);
  if (typeof value === 'bigint') return Number(value);
  return value;
};

type Rows = { rows: Array<Record<string, unknown>>; fields?: Array<{ name: string }> };

/** Runs one page of the report for the tenant. A problem with the SQL becomes a 422 on `reportSql`. */
export async function runReport(db: Database, tenantId: number, run: ReportRun): Promise<ReportPage> {
  const pageSize = Math.min(Math.max(1, run.pageSize ?? 10), MAX_REPORT_PAGE_SIZE);
  const pageNo = Math.max(1, run.pageNo ?? 1);
  if (run.sort && !run.columns.includes(run.sort.column)) throw fieldError('column', `不能按 ${run.sort.column} 排序：它不是报表的列`);
  try {
    const inner = bindReportSql(run.sql, run.params ?? {});
    const conditions = filterConditions(run);
    const where = conditions.length ? sql` where ${sql.join(conditions, sql` and `)}` : sql``;
    const order = run.sort ? sql` order by ${column(run.sort.column)} ${sql.raw(run.sort.order === 'desc' ? 'desc' : 'asc')} nulls last` : sql``;
    // the newline keeps a trailing `-- comment` of the report from swallowing the wrapper
    const body = sql`select * from (${inner}\n) r${where}`;
    const page = sql`${sourcesPrelude(tenantId)}${body}${order} limit ${pageSize} offset ${(pageNo - 1) * pageSize}`;
    const count = sql`${sourcesPrelude(tenantId)}select count(*) as total from (${body}) c`;
    return await db.transaction(
      async (tx) => {
        await tx.execute(sql.raw(`set local statement_timeout = ${REPORT_TIMEOUT_MS}`));
        const plan = (await tx.execute(sql`explain (verbose, format json) ${page}`)) as unknown as Rows;
        assertPlanReadsOnlySources(readPlan(plan.rows));
        const result = (await tx.execute(page)) as unknown as Rows;
        const totalRows = (await tx.execute(count)) as unknown as Rows;
        return {
          records: result.rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, toJson(v)]))),
          total: Number(totalRows.rows[0]?.total ?? 0),
          fields: (result.fields ?? []).map((f) => f.name),
        };
      },
      { accessMode: 'read only' },
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof ReportSqlError) throw fieldError('reportSql', error.message);
    throw fieldError('reportSql', `报表 SQL 执行失败：${databaseMessage(error)}`);
  }
}

/**
 * The database's own words about the report's SQL (syntax error, unknown column) are what the
 * administrator needs to fix it; they describe the report's statement, not the server.
 */
function databaseMessage(error: unknown): string {
  const cause = (error as { cause?: { message?: string } }).cause;
  const text = cause?.message ?? (error as Error).message ?? '未知错误';
  return text.replace(/^Failed query:[\s\S]*?\n/, '').slice(0, 300);
}
