import { and, eq, inArray, ne } from 'drizzle-orm';
import { PERMS } from '@bus/contracts';
import type { RoleEditRequest, RoleSaveRequest } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { defineList } from '../../../lib/list-query';
import { updateVersioned } from '../../../lib/versioned-update';
import type { SessionContext } from '../../../types';
import { recordDataLog } from '../data-log/record-data-log';
import { sysRolePermission } from '../permission/permission.table';
import { sysUserTenant } from '../tenant/tenant.table';
import { sysUser } from '../user/user.table';
import { sysRole, sysUserRole } from './role.table';
import { assertMayChangeRoles } from './role-grant.service';

export const roleList = defineList({
  name: 'sys_role',
  dataRulePermission: PERMS.system.role.list,
  table: sysRole,
  fields: {
    roleName: { column: sysRole.roleName, type: 'string', rule: 'like' },
    roleCode: { column: sysRole.roleCode, type: 'string' },
    description: { column: sysRole.description, type: 'string', rule: 'like' },
    createTime: { column: sysRole.createTime, type: 'datetime' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  tieBreaker: sysRole.id,
  tenantColumn: sysRole.tenantId,
});

export const roleUserList = defineList({
  name: 'sys_user_role',
  table: sysUser,
  fields: {
    username: { column: sysUser.username, type: 'string', rule: 'like' },
    realname: { column: sysUser.realname, type: 'string', rule: 'like' },
    createTime: { column: sysUser.createTime, type: 'datetime' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  tieBreaker: sysUser.id,
});

const NOT_FOUND = '角色不存在';

/** A role of the session's tenant; another tenant's role is a 404. */
export async function findRoleInTenant(db: Database, id: string, tenantId: number) {
  const [role] = await db
    .select()
    .from(sysRole)
    .where(and(eq(sysRole.id, id), eq(sysRole.tenantId, tenantId)));
  if (!role) throw new AppError(404, NOT_FOUND);
  return role;
}

export async function isRoleCodeTaken(db: Database, roleCode: string, exceptId?: string) {
  const rows = await db
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(and(eq(sysRole.roleCode, roleCode), exceptId ? ne(sysRole.id, exceptId) : undefined));
  return rows.length > 0;
}

export async function addRole(db: Database, session: SessionContext, input: RoleSaveRequest, now: Date) {
  return db.transaction(async (tx) => {
    if (await isRoleCodeTaken(tx, input.roleCode)) throw fieldError('roleCode', '角色编码已存在');
    const [row] = await tx
      .insert(sysRole)
      .values({ ...input, tenantId: session.tenantId, createBy: session.username, createTime: now })
      .returning();
    await recordDataLog(tx, { table: 'sys_role', record: row, by: session.username, at: now });
    return row;
  });
}

export async function editRole(db: Database, session: SessionContext, input: RoleEditRequest, now: Date) {
  return db.transaction(async (tx) => {
    await findRoleInTenant(tx, input.id, session.tenantId);
    if (await isRoleCodeTaken(tx, input.roleCode, input.id)) throw fieldError('roleCode', '角色编码已存在');
    const { id, version, ...values } = input;
    const row = await updateVersioned(tx, sysRole, id, version, { ...values, updateBy: session.username, updateTime: now }, NOT_FOUND);
    await recordDataLog(tx, { table: 'sys_role', record: row, by: session.username, at: now });
    return row;
  });
}

/**
 * Deletes roles of the session's tenant. Like JeecgBoot, deleting a role that users still hold
 * removes those links (the users simply lose the role) together with its grants.
 */
export async function deleteRoles(db: Database, session: SessionContext, ids: string[]) {
  return db.transaction(async (tx) => {
    for (const id of ids) await findRoleInTenant(tx, id, session.tenantId);
    await tx.delete(sysUserRole).where(inArray(sysUserRole.roleId, ids));
    await tx.delete(sysRolePermission).where(inArray(sysRolePermission.roleId, ids));
    await tx.delete(sysRole).where(inArray(sysRole.id, ids));
    return ids.length;
  });
}

export async function queryAllRoles(db: Database, tenantId: number) {
  return db.select().from(sysRole).where(eq(sysRole.tenantId, tenantId)).orderBy(sysRole.createTime);
}

/** Gives the role to users of the session's tenant (already linked users are left as they are). */
export async function addUsersToRole(db: Database, session: SessionContext, roleId: string, userIds: string[]) {
  return db.transaction(async (tx) => {
    await findRoleInTenant(tx, roleId, session.tenantId);
    const unique = [...new Set(userIds)];
    const found = await tx
      .select({ id: sysUser.id })
      .from(sysUser)
      .innerJoin(sysUserTenant, and(eq(sysUserTenant.userId, sysUser.id), eq(sysUserTenant.tenantId, session.tenantId)))
      .where(and(inArray(sysUser.id, unique), eq(sysUser.delFlag, 0)));
    if (found.length !== unique.length) throw fieldError('userIdList', '部分用户不存在或不属于当前租户');
    await assertMayChangeRoles(tx, session, unique, { before: [], after: [roleId] });
    await tx
      .insert(sysUserRole)
      .values(unique.map((userId) => ({ userId, roleId })))
      .onConflictDoNothing();
    return unique.length;
  });
}

export async function removeUserFromRole(db: Database, session: SessionContext, roleId: string, userIds: string[]) {
  await findRoleInTenant(db, roleId, session.tenantId);
  await assertMayChangeRoles(db, session, userIds, { before: [roleId], after: [] });
  await db.delete(sysUserRole).where(and(eq(sysUserRole.roleId, roleId), inArray(sysUserRole.userId, userIds)));
}
