/**
 * Optimistic locking (DESIGN.md rule 5): an edit names the version it was read at; the update
 * only matches that version and bumps it. A stale edit gets 409 and nothing is overwritten.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { AppError } from './app-error';

export const VERSION_CONFLICT_MESSAGE = '数据已被他人修改，请刷新后重试';

type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };

export async function updateVersioned<T extends VersionedTable>(
  db: Database,
  table: T,
  id: string,
  expectedVersion: number,
  values: Record<string, unknown>,
  notFoundMessage = '记录不存在',
): Promise<T['$inferSelect']> {
  const rows: unknown[] = await db
    .update(table as PgTable)
    .set({ ...values, version: sql`${table.version} + 1` } as never)
    .where(and(eq(table.id, id), eq(table.version, expectedVersion)))
    .returning();
  if (rows.length > 0) return rows[0] as T['$inferSelect'];
  const exists = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(eq(table.id, id));
  if (exists.length === 0) throw new AppError(404, notFoundMessage);
  throw new AppError(409, VERSION_CONFLICT_MESSAGE);
}
