/**
 * Departments (sys_depart) as other areas name them: a vehicle's or a line's operating branch is a
 * department id of the company (tenant) that owns the record.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { qualified } from '../../../lib/sql-ref';
import { sysDepart } from '../depart/depart.table';

/** id → name of those of `ids` that are departments of the tenant */
async function namesById(db: Database, tenantId: number, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: sysDepart.id, name: sysDepart.departName })
    .from(sysDepart)
    .where(and(eq(sysDepart.tenantId, tenantId), inArray(sysDepart.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** whether `id` is a department of the tenant */
async function isOfTenant(db: Database, tenantId: number, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sysDepart.id })
    .from(sysDepart)
    .where(and(eq(sysDepart.tenantId, tenantId), eq(sysDepart.id, id)));
  return !!row;
}

/** the tenant a department belongs to, or undefined when there is no such department */
async function tenantOf(db: Database, id: string): Promise<number | undefined> {
  const [row] = await db.select({ tenantId: sysDepart.tenantId }).from(sysDepart).where(eq(sysDepart.id, id));
  return row?.tenantId;
}

/** SQL: the name of the department whose id `departId` (the caller's column) holds, for a list's rows */
const nameOf = (departId: AnyPgColumn): SQL<string | null> => sql<string | null>`(select d.depart_name from sys_depart d where d.id = ${qualified(departId)})`;

export const departments = { namesById, isOfTenant, tenantOf, nameOf };
