import { and, count, eq, ilike, inArray, like, sql } from 'drizzle-orm';
import type { DepartSave } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { updateVersioned } from '../../../lib/versioned-update';
import { recordDataLog } from '../data-log/record-data-log';
import { FILL_RULE_GENERATORS } from '../fill-rule/generators';
import { sysDepartPermission } from '../permission/depart-permission.table';
import { sysUserTenant } from '../tenant/tenant.table';
import { sysUser } from '../user/user.table';
import { sysDepart, sysUserDepart } from './depart.table';
import { wouldCreateCycle } from './depart-tree';
import type { RequestContext } from '../../../lib/request-context';

export type DepartRow = typeof sysDepart.$inferSelect;

export const DEPART_NOT_FOUND = '部门不存在';

/** Every live department of the tenant. */
export function listTenantDeparts(db: Database, tenantId: number): Promise<DepartRow[]> {
  return db
    .select()
    .from(sysDepart)
    .where(and(eq(sysDepart.tenantId, tenantId), eq(sysDepart.delFlag, 0)));
}

/** A department of the session's tenant, or 404 (another tenant's id is not found). */
export async function getTenantDepart(db: Database, tenantId: number, id: string, field?: string): Promise<DepartRow> {
  const [row] = await db
    .select()
    .from(sysDepart)
    .where(and(eq(sysDepart.id, id), eq(sysDepart.tenantId, tenantId), eq(sysDepart.delFlag, 0)));
  if (!row) throw field ? fieldError(field, '上级部门不存在') : new AppError(404, DEPART_NOT_FOUND);
  return row;
}

export async function searchDepartIds(db: Database, tenantId: number, keyWord: string): Promise<string[]> {
  const escaped = keyWord.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .select({ id: sysDepart.id })
    .from(sysDepart)
    .where(and(eq(sysDepart.tenantId, tenantId), eq(sysDepart.delFlag, 0), ilike(sysDepart.departName, `%${escaped}%`)));
  return rows.map((r) => r.id);
}

export async function myDepartIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db.select({ id: sysUserDepart.depId }).from(sysUserDepart).where(eq(sysUserDepart.userId, userId));
  return rows.map((r) => r.id);
}

/**
 * Org codes are generated under a transaction-scoped advisory lock: two departments added under
 * one parent at once get consecutive codes (the unique constraint is the last line of defence).
 */
async function lockOrgCodes(tx: Database) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sys_depart.org_code'))`);
}

const generateOrgCode = (tx: Database, now: Date, tenantId: number, parentId: string | null) =>
  FILL_RULE_GENERATORS.org_num_role.generate({}, { db: tx, now, tenantId, ruleCode: 'org_num_role', formData: { parentId } });

export async function addDepart({ db, session, now }: RequestContext, input: DepartSave) {
  return db.transaction(async (tx) => {
    const parentId = input.parentId || null;
    if (parentId) await getTenantDepart(tx, session.tenantId, parentId, 'parentId');
    await lockOrgCodes(tx);
    const orgCode = await generateOrgCode(tx, now, session.tenantId, parentId);
    const [row] = await tx
      .insert(sysDepart)
      .values({
        parentId,
        departName: input.departName,
        orgCode,
        orgCategory: input.orgCategory,
        departOrder: input.departOrder ?? 0,
        status: input.status ?? '1',
        tenantId: session.tenantId,
        createBy: session.username,
        createTime: now,
      })
      .returning();
    await recordDataLog(tx, { table: 'sys_depart', record: row, by: session.username, at: now });
    return row;
  });
}

/** Moves the codes of a department and everything under it (and users' current codes) to a new prefix. */
async function rewriteCodes(tx: Database, oldCode: string, newCode: string) {
  const prefixLength = oldCode.length;
  await tx
    .update(sysDepart)
    .set({ orgCode: sql`${newCode} || substr(${sysDepart.orgCode}, ${prefixLength + 1})` })
    .where(like(sysDepart.orgCode, `${oldCode}%`));
  await tx
    .update(sysUser)
    .set({ orgCode: sql`${newCode} || substr(${sysUser.orgCode}, ${prefixLength + 1})` })
    .where(like(sysUser.orgCode, `${oldCode}%`));
}

export async function editDepart({ db, session, now }: RequestContext, input: DepartSave & { id: string; version: number }) {
  return db.transaction(async (tx) => {
    const current = await getTenantDepart(tx, session.tenantId, input.id);
    const parentId = input.parentId || null;
    if (parentId !== current.parentId) {
      if (parentId) await getTenantDepart(tx, session.tenantId, parentId, 'parentId');
      if (wouldCreateCycle(await listTenantDeparts(tx, session.tenantId), current.id, parentId)) {
        throw fieldError('parentId', '上级部门不能是本部门或其下级部门');
      }
      if (current.version !== input.version) throw new AppError(409, '数据已被他人修改，请刷新后重试');
      await lockOrgCodes(tx);
      const orgCode = await generateOrgCode(tx, now, session.tenantId, parentId);
      await rewriteCodes(tx, current.orgCode, orgCode);
    }
    const row = await updateVersioned(
      tx,
      sysDepart,
      input.id,
      input.version,
      {
        parentId,
        departName: input.departName,
        orgCategory: input.orgCategory,
        departOrder: input.departOrder ?? 0,
        status: input.status ?? '1',
        updateBy: session.username,
        updateTime: now,
      },
      DEPART_NOT_FOUND,
    );
    await recordDataLog(tx, { table: 'sys_depart', record: row, by: session.username, at: now });
    return row;
  });
}

/** Why a department cannot be deleted, or null. */
async function deleteRefusal(tx: Database, depart: DepartRow): Promise<string | null> {
  const [users] = await tx
    .select({ n: count() })
    .from(sysUserDepart)
    .innerJoin(sysUser, eq(sysUser.id, sysUserDepart.userId))
    .where(eq(sysUserDepart.depId, depart.id));
  if (Number(users?.n ?? 0) > 0) return `该部门下还有 ${users.n} 名用户，不能删除`;
  const [children] = await tx
    .select({ n: count() })
    .from(sysDepart)
    .where(and(eq(sysDepart.parentId, depart.id), eq(sysDepart.delFlag, 0)));
  if (Number(children?.n ?? 0) > 0) return '该部门下还有下级部门，请先删除下级部门';
  return null;
}

/** All or nothing: one refused department refuses the whole request, naming it. */
export async function deleteDeparts(db: Database, tenantId: number, ids: string[]) {
  return db.transaction(async (tx) => {
    const departs = [];
    for (const id of ids) departs.push(await getTenantDepart(tx, tenantId, id));
    const deleting = new Set(ids);
    for (const depart of departs) {
      const reason = await deleteRefusal(tx, depart);
      // a batch may delete a parent together with all its children
      if (reason && !(reason.includes('下级部门') && (await childrenAllDeleted(tx, depart.id, deleting)))) {
        throw new AppError(422, ids.length > 1 ? `「${depart.departName}」${reason}` : reason);
      }
    }
    await tx.delete(sysDepartPermission).where(inArray(sysDepartPermission.departId, ids));
    await tx.delete(sysDepart).where(inArray(sysDepart.id, ids));
    return ids.length;
  });
}

async function childrenAllDeleted(tx: Database, id: string, deleting: Set<string>) {
  const rows = await tx.select({ id: sysDepart.id }).from(sysDepart).where(eq(sysDepart.parentId, id));
  return rows.every((r) => deleting.has(r.id));
}

export async function addUsersToDepart(db: Database, tenantId: number, depId: string, userIds: string[]) {
  return db.transaction(async (tx) => {
    await getTenantDepart(tx, tenantId, depId);
    const unique = [...new Set(userIds)];
    const known = await tx
      .select({ id: sysUser.id })
      .from(sysUser)
      .innerJoin(sysUserTenant, and(eq(sysUserTenant.userId, sysUser.id), eq(sysUserTenant.tenantId, tenantId)))
      .where(and(inArray(sysUser.id, unique), eq(sysUser.delFlag, 0)));
    if (known.length !== unique.length) throw fieldError('userIdList', '所选用户不存在或不属于当前租户');
    await tx
      .insert(sysUserDepart)
      .values(unique.map((userId) => ({ userId, depId })))
      .onConflictDoNothing();
    return unique.length;
  });
}

export async function removeUserFromDepart(db: Database, tenantId: number, depId: string, userId: string) {
  return db.transaction(async (tx) => {
    const depart = await getTenantDepart(tx, tenantId, depId);
    const removed = await tx
      .delete(sysUserDepart)
      .where(and(eq(sysUserDepart.depId, depId), eq(sysUserDepart.userId, userId)))
      .returning({ userId: sysUserDepart.userId });
    if (removed.length === 0) throw new AppError(404, '该用户不在此部门');
    // the user no longer works in this department: drop it as their current one
    await tx
      .update(sysUser)
      .set({ orgCode: null })
      .where(and(eq(sysUser.id, userId), eq(sysUser.orgCode, depart.orgCode)));
  });
}
