/**
 * Keyset paging (DESIGN.md: deep pages must not degrade linearly). Every page of a list sorted by
 * a NOT NULL column carries `nextCursor`: where the page ended (the sort value, exactly as the
 * database holds it, and the tie-breaker). A client that asks for the next page with `cursor=` gets
 * it by seeking the sort's index to that point instead of skipping over every row before it; page
 * numbers keep working without a cursor (offset paging). A cursor applies only to the page after
 * the one it came from and to the same filters, sort and page size; otherwise it is ignored.
 * It is not a secret: every condition of the request still applies to the rows it leads to.
 */
import { createHash } from 'node:crypto';
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { PgColumn, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { fieldError } from '../app-error';
import type { ListDefinition } from './list-definition';
import type { ListSort, QueryParams } from './parse-list-query';

interface Cursor {
  /** the page the cursor ends */
  page: number;
  /** fingerprint of the request's filters, sort and page size */
  query: string;
  /** the sort value of the page's last row, as text */
  value: string;
  /** the tie-breaker of the page's last row */
  key: string;
}

const MAX_CURSOR_LENGTH = 1000;
/** parameters that change from one page to the next of the same query */
const PAGING = new Set(['pageNo', 'cursor', '_t']);

/** The sort column when keyset paging can follow it: a plain NOT NULL column (NULLs have no place in a row comparison). */
export function keysetColumn(definition: ListDefinition, sort: ListSort): AnyPgColumn | undefined {
  const { column } = sort;
  if (!(column instanceof PgColumn) || !column.notNull) return undefined;
  if (!(definition.tieBreaker instanceof PgColumn) || !definition.tieBreaker.notNull) return undefined;
  return column;
}

export function queryFingerprint(params: QueryParams): string {
  const entries = Object.entries(params)
    .filter(([name]) => !PAGING.has(name))
    .map(([name, value]) => [name, Array.isArray(value) ? value.map(String) : String(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256').update(JSON.stringify(entries)).digest('base64url').slice(0, 22);
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.page, cursor.query, cursor.value, cursor.key])).toString('base64url');
}

/** The cursor of the request when it leads to the page asked for; a malformed one is refused (422). */
export function cursorFor(params: QueryParams, pageNo: number, fingerprint: string): Cursor | undefined {
  const raw = Array.isArray(params.cursor) ? params.cursor[0] : params.cursor;
  if (raw === undefined || raw === null || raw === '') return undefined;
  let decoded: unknown;
  try {
    if (String(raw).length > MAX_CURSOR_LENGTH) throw new Error('too long');
    decoded = JSON.parse(Buffer.from(String(raw), 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  if (!Array.isArray(decoded) || decoded.length !== 4 || !Number.isInteger(decoded[0]) || !decoded.slice(1).every((part) => typeof part === 'string')) {
    throw fieldError('cursor', '翻页位置无效，请从第一页重新查询');
  }
  const [page, query, value, key] = decoded as [number, string, string, string];
  return page === pageNo - 1 && query === fingerprint ? { page, query, value, key } : undefined;
}

export interface KeysetPage<Row> {
  rows: Row[];
  /** the page's last row: sort value as text and tie-breaker */
  last?: { value: string; key: string };
}

/**
 * A page in two steps: the keys of the page (and the sort value of each, as text) on the narrow
 * columns the sort and conditions need, seeking past `after` when given or skipping `offset` rows,
 * then the rows of just those keys, every condition kept.
 */
export async function selectKeysetPage<Row>(
  db: Database,
  definition: ListDefinition,
  column: AnyPgColumn,
  order: 'asc' | 'desc',
  parts: { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number },
  after: Cursor | undefined,
  select: (parts: { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number }) => Promise<Row[]>,
): Promise<KeysetPage<Row>> {
  const tie = definition.tieBreaker;
  const seek = after ? sql`(${column}, ${tie}) ${order === 'asc' ? sql`>` : sql`<`} (${after.value}, ${after.key})` : undefined;
  const keys = await db
    .select({ key: tie, value: sql<string>`${column}::text` })
    .from(definition.table)
    .where(and(parts.where, seek))
    .orderBy(...parts.orderBy)
    .limit(parts.limit)
    .offset(after ? 0 : parts.offset);
  if (keys.length === 0) return { rows: [] };
  const rows = await select({
    where: and(
      parts.where,
      inArray(
        tie,
        keys.map((k) => k.key),
      ),
    ),
    orderBy: parts.orderBy,
    limit: parts.limit,
    offset: 0,
  });
  const last = keys[keys.length - 1];
  return { rows, last: { value: last.value, key: String(last.key) } };
}
