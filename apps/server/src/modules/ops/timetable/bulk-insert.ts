import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';

/** a PostgreSQL array literal, bound as one text parameter (drizzle would spread a JS array into many) */
function arrayLiteral(values: ReadonlyArray<string | number | null | undefined>): string {
  const items = values.map((v) => (v == null ? 'NULL' : typeof v === 'number' ? String(v) : `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`));
  return `{${items.join(',')}}`;
}

export interface BulkColumn<Row> {
  /** column name (from this module's code, never from a request) */
  name: string;
  type: 'text' | 'int';
  value: (row: Row) => string | number | null | undefined;
}

/** rows per statement: one array parameter per column, whatever the chunk size */
const CHUNK = 20_000;

/**
 * Inserts many rows as one array per column unnested by the database (ON CONFLICT DO NOTHING).
 * A timetable has hundreds of thousands of stop times; one bound parameter per value made the
 * embedded database spend over a minute on the seed's 200,000 rows, arrays take seconds (and the
 * seed's weeks of duties and 运营记录, tens of thousands of rows, half a second instead of ten).
 */
export async function bulkInsert<Row>(
  db: Database,
  table: 'ops_trip' | 'ops_stop_time' | 'ops_duty' | 'ops_trip_record',
  columns: ReadonlyArray<BulkColumn<Row>>,
  rows: readonly Row[],
) {
  const names = sql.raw(columns.map((c) => c.name).join(', '));
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const arrays = sql.join(
      columns.map((c) => sql`${arrayLiteral(chunk.map(c.value))}::${sql.raw(c.type)}[]`),
      sql`, `,
    );
    await db.execute(sql`insert into ${sql.raw(table)} (${names}) select * from unnest(${arrays}) on conflict do nothing`);
  }
}
