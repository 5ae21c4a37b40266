/**
 * Many rows in one statement: each column goes as one array parameter and `unnest` turns them back
 * into rows, so a batch of 10,000 stop times is 8 parameters (no 65,535-parameter ceiling) and one
 * round trip, on PostgreSQL and on the embedded database alike.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';

export type PgType = 'text' | 'int4' | 'float8' | 'float4' | 'bool';
export type Column = readonly [name: string, type: PgType];

/** `insert into <table> (<columns>) select * from unnest(...)` plus an optional tail (on conflict ..., returning ...) */
export function unnestInsert(table: string, columns: readonly Column[], values: readonly unknown[][], tail?: SQL): SQL {
  const names = sql.raw(columns.map(([name]) => name).join(', '));
  const arrays = sql.join(
    columns.map(([, type], i) => sql`${sql.param(values[i])}::${sql.raw(type)}[]`),
    sql`, `,
  );
  return sql`insert into ${sql.raw(table)} (${names}) select * from unnest(${arrays}) ${tail ?? sql``}`;
}

/** Collects rows column-wise and inserts them `size` at a time. */
export class BatchWriter {
  private values: unknown[][];
  rows = 0;
  written = 0;

  constructor(
    private readonly db: Database,
    private readonly table: string,
    private readonly columns: readonly Column[],
    private readonly size: number,
    private readonly tail?: SQL,
  ) {
    this.values = columns.map(() => []);
  }

  async add(row: readonly unknown[]) {
    for (let i = 0; i < row.length; i += 1) this.values[i].push(row[i]);
    this.rows += 1;
    if (this.rows >= this.size) await this.flush();
  }

  async flush() {
    if (this.rows === 0) return;
    const values = this.values;
    this.values = this.columns.map(() => []);
    const count = this.rows;
    this.rows = 0;
    await this.db.execute(unnestInsert(this.table, this.columns, values, this.tail));
    this.written += count;
  }
}
