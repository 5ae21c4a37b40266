/**
 * What a report may read. A report's SQL never names a table: it reads these sources, which the
 * runner puts in front of it as `WITH rpt_user AS MATERIALIZED (...)`, each already limited to
 * the session's tenant (a bound parameter) and to columns fit to show (no password hash, no
 * ID-card number). The planner check in report-runner.ts proves the statement reads tables only
 * inside these definitions, so a report cannot reach another tenant's rows or a secret column,
 * however its SQL is written.
 */
import { sql, type SQL } from 'drizzle-orm';
import { reportSources } from '../../sys';

/** the system's data, as the system area lets a report read it (its tables and columns are its own choice) */
export const REPORT_SOURCES = reportSources;

export const REPORT_SOURCE_NAMES = REPORT_SOURCES.map((s) => s.name);

/** `WITH rpt_user AS MATERIALIZED (...), ...`: materialized, so the plan shows each as its own CTE node. */
export function sourcesPrelude(tenantId: number): SQL {
  const parts = REPORT_SOURCES.map((s) => sql`${sql.raw(s.name)} as materialized (${s.define(tenantId)})`);
  return sql`with ${sql.join(parts, sql`, `)} `;
}
