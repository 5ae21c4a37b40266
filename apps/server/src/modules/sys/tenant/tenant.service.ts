import { and, eq, inArray, max, ne, sql } from 'drizzle-orm';
import type { TenantEditRequest, TenantSaveRequest } from '@bus/contracts';
import { PERMS, tenantSaveSchema } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { defineList } from '../../../lib/list-query';
import type { SessionContext } from '../../../types';
import { recordDataLog } from '../data-log/record-data-log';
import { sysTenant, sysUserTenant } from './tenant.table';

export const tenantList = defineList({
  name: 'sys_tenant',
  dataRulePermission: PERMS.system.tenant.list,
  table: sysTenant,
  fields: {
    id: { column: sysTenant.id, type: 'number' },
    name: { column: sysTenant.name, type: 'string', rule: 'like' },
    status: { column: sysTenant.status, type: 'number' },
    createTime: { column: sysTenant.createTime, type: 'datetime' },
  },
  defaultSort: { field: 'id', order: 'asc' },
  tieBreaker: sysTenant.id,
});

const NOT_FOUND = '租户不存在';
const logRecord = (row: typeof sysTenant.$inferSelect) => ({ ...row, id: String(row.id) });

async function assertNameFree(db: Database, name: string, exceptId?: number) {
  const rows = await db
    .select({ id: sysTenant.id })
    .from(sysTenant)
    .where(and(eq(sysTenant.name, name), exceptId ? ne(sysTenant.id, exceptId) : undefined));
  if (rows.length) throw fieldError('name', '租户名称已存在');
}

export async function addTenant(db: Database, session: SessionContext, request: TenantSaveRequest, now: Date) {
  const input = tenantSaveSchema.parse(request);
  return db.transaction(async (tx) => {
    await assertNameFree(tx, input.name);
    let id = input.id;
    if (id) {
      const [taken] = await tx.select({ id: sysTenant.id }).from(sysTenant).where(eq(sysTenant.id, id));
      if (taken) throw fieldError('id', '租户编号已存在');
    } else {
      const [{ top }] = await tx.select({ top: max(sysTenant.id) }).from(sysTenant);
      id = (top ?? 0) + 1;
    }
    const [row] = await tx.insert(sysTenant).values({ id, name: input.name, status: input.status, createBy: session.username, createTime: now }).returning();
    await recordDataLog(tx, { table: 'sys_tenant', record: logRecord(row), by: session.username, at: now });
    return row;
  });
}

export async function editTenant(db: Database, session: SessionContext, request: TenantEditRequest, now: Date) {
  return db.transaction(async (tx) => {
    await assertNameFree(tx, request.name, request.id);
    const rows = await tx
      .update(sysTenant)
      .set({ name: request.name.trim(), status: request.status ?? 1, updateBy: session.username, updateTime: now, version: sql`${sysTenant.version} + 1` })
      .where(and(eq(sysTenant.id, request.id), eq(sysTenant.version, request.version)))
      .returning();
    if (rows.length === 0) {
      const [exists] = await tx.select({ id: sysTenant.id }).from(sysTenant).where(eq(sysTenant.id, request.id));
      throw exists ? new AppError(409, '数据已被他人修改，请刷新后重试') : new AppError(404, NOT_FOUND);
    }
    await recordDataLog(tx, { table: 'sys_tenant', record: logRecord(rows[0]), by: session.username, at: now });
    return rows[0];
  });
}

/** A tenant that still has users is not deleted (their data would be orphaned). */
export async function deleteTenants(db: Database, session: SessionContext, ids: number[]) {
  await db.transaction(async (tx) => {
    if (ids.includes(session.tenantId)) throw new AppError(422, '不能删除当前登录的租户', { errors: [{ field: 'id', message: '不能删除当前登录的租户' }] });
    const found = await tx.select({ id: sysTenant.id }).from(sysTenant).where(inArray(sysTenant.id, ids));
    if (found.length !== new Set(ids).size) throw new AppError(404, NOT_FOUND);
    const users = await tx.select({ tenantId: sysUserTenant.tenantId }).from(sysUserTenant).where(inArray(sysUserTenant.tenantId, ids)).limit(1);
    if (users.length) throw new AppError(409, `租户 ${users[0].tenantId} 下仍有用户，不能删除`);
    await tx.delete(sysTenant).where(inArray(sysTenant.id, ids));
  });
}

export async function queryTenants(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: sysTenant.id, name: sysTenant.name, status: sysTenant.status })
    .from(sysTenant)
    .where(inArray(sysTenant.id, ids))
    .orderBy(sysTenant.id);
}
