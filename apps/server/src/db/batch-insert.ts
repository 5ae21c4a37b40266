/**
 * Many rows in one statement: each column goes as one array parameter and `unnest` turns them back
 * into rows, so a batch of 10,000 stop times is 8 parameters (no 65,535-parameter ceiling) and one
 * round trip, on PostgreSQL and on the embedded database alike.
 */
import type { EventEmitter } from 'node:events';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from './client';

export type PgType = 'text' | 'int4' | 'float8' | 'float4' | 'bool' | 'timestamptz';
export type Column = readonly [name: string, type: PgType];

/** lets the requests waiting for the embedded database's one connection run before the next statement */
export const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** `insert into <table> (<columns>) select * from unnest(...)` plus an optional tail (on conflict ..., returning ...) */
export function unnestInsert(table: string, columns: readonly Column[], values: readonly unknown[][], tail?: SQL): SQL {
  const names = sql.raw(columns.map(([name]) => name).join(', '));
  const arrays = sql.join(
    columns.map(([, type], i) => sql`${sql.param(values[i])}::${sql.raw(type)}[]`),
    sql`, `,
  );
  return sql`insert into ${sql.raw(table)} (${names}) select * from unnest(${arrays}) ${tail ?? sql``}`;
}

/** Collects rows column-wise and inserts them `size` at a time, each insert its own statement (and, outside a transaction, its own commit). */
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
    await breathe();
  }
}

const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
/** a value as COPY's text format reads it: \N for none, a date as ISO 8601, text escaped */
const copyText = (value: unknown) =>
  value === null || value === undefined ? '\\N' : value instanceof Date ? value.toISOString() : String(value).replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c]);

interface PgClientLike {
  query(stream: unknown): NodeJS.WritableStream;
}

/**
 * The PostgreSQL connection under a node-postgres transaction, for COPY; undefined on the embedded
 * database (drizzle keeps the connection on the transaction's session).
 */
export function copyClientOf(tx: Database): PgClientLike | undefined {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  // a pooled node-postgres connection; the embedded database's transaction is no pg.Client
  return client instanceof pg.Client ? (client as unknown as PgClientLike) : undefined;
}

/**
 * Rows streamed into `COPY <table> FROM STDIN` (text format) on the transaction's connection: the
 * fastest way into PostgreSQL. A text's backslashes, tabs and line breaks are escaped as COPY reads them.
 */
export class CopyWriter {
  private readonly stream: NodeJS.WritableStream;
  private readonly done: Promise<void>;
  private buffer = '';
  written = 0;

  constructor(client: PgClientLike, table: string, columns: readonly Column[]) {
    this.stream = client.query(copyFrom(`copy ${table} (${columns.map(([name]) => name).join(', ')}) from stdin`));
    this.done = finished(this.stream);
    // an early failure surfaces at flush(); until then it must not be an unhandled rejection
    this.done.catch(() => undefined);
  }

  async add(row: readonly unknown[]) {
    this.buffer += `${row.map(copyText).join('\t')}\n`;
    this.written += 1;
    if (this.buffer.length >= 256 * 1024) {
      const chunk = this.buffer;
      this.buffer = '';
      if (!this.stream.write(chunk)) await Promise.race([once(this.stream as unknown as EventEmitter, 'drain'), this.done]);
    }
  }

  async flush() {
    if (this.buffer) this.stream.write(this.buffer);
    this.buffer = '';
    this.stream.end();
    await this.done;
  }

  /** gives the COPY up (CopyFail): the connection leaves copy mode and the transaction can roll back */
  async abort(error: Error) {
    (this.stream as unknown as { destroy(e: Error): void }).destroy(error);
    await this.done.catch(() => undefined);
  }
}
