/** Department roles (JeecgBoot 部门角色): roles defined inside a department, for its users. */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { defineList } from '../../../lib/list-query';
import { updateVersioned } from '../../../lib/versioned-update';
import type { SessionContext } from '../../../types';
import { sysDepart, sysUserDepart } from '../depart/depart.table';
import { sysDepartRole, sysDepartRolePermission, sysDepartRoleUser } from './depart-permission.table';
import { assertMayChangeRoles } from '../role/role-grant.service';

export const departRoleList = defineList({
  name: 'sys_depart_role',
  table: sysDepartRole,
  fields: {
    departId: { column: sysDepartRole.departId, type: 'string' },
    roleName: { column: sysDepartRole.roleName, type: 'string', rule: 'like' },
    roleCode: { column: sysDepartRole.roleCode, type: 'string' },
    createTime: { column: sysDepartRole.createTime, type: 'datetime' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  tieBreaker: sysDepartRole.id,
  tenantColumn: sysDepartRole.tenantId,
});

export async function findDepartInTenant(db: Database, departId: string, tenantId: number) {
  const [depart] = await db
    .select()
    .from(sysDepart)
    .where(and(eq(sysDepart.id, departId), eq(sysDepart.tenantId, tenantId), eq(sysDepart.delFlag, 0)));
  if (!depart) throw new AppError(404, '部门不存在');
  return depart;
}

export async function findDepartRole(db: Database, id: string, tenantId: number) {
  const [role] = await db
    .select()
    .from(sysDepartRole)
    .where(and(eq(sysDepartRole.id, id), eq(sysDepartRole.tenantId, tenantId)));
  if (!role) throw new AppError(404, '部门角色不存在');
  return role;
}

async function assertCodeFree(db: Database, departId: string, roleCode: string, exceptId?: string) {
  const rows = await db
    .select({ id: sysDepartRole.id })
    .from(sysDepartRole)
    .where(and(eq(sysDepartRole.departId, departId), eq(sysDepartRole.roleCode, roleCode), exceptId ? ne(sysDepartRole.id, exceptId) : undefined));
  if (rows.length) throw fieldError('roleCode', '本部门已有该角色编码');
}

interface SaveInput {
  departId: string;
  roleName: string;
  roleCode: string;
  description?: string | null;
}

export async function addDepartRole(db: Database, session: SessionContext, input: SaveInput, now: Date) {
  return db.transaction(async (tx) => {
    await findDepartInTenant(tx, input.departId, session.tenantId);
    await assertCodeFree(tx, input.departId, input.roleCode);
    const [row] = await tx
      .insert(sysDepartRole)
      .values({ ...input, tenantId: session.tenantId, createBy: session.username, createTime: now })
      .returning();
    return row;
  });
}

export async function editDepartRole(db: Database, session: SessionContext, input: SaveInput & { id: string; version: number }, now: Date) {
  return db.transaction(async (tx) => {
    const existing = await findDepartRole(tx, input.id, session.tenantId);
    await assertCodeFree(tx, existing.departId, input.roleCode, input.id);
    const { id, version, departId: _ignored, ...values } = input;
    return updateVersioned(tx, sysDepartRole, id, version, { ...values, updateBy: session.username, updateTime: now }, '部门角色不存在');
  });
}

export async function deleteDepartRoles(db: Database, session: SessionContext, ids: string[]) {
  await db.transaction(async (tx) => {
    for (const id of ids) await findDepartRole(tx, id, session.tenantId);
    await tx.delete(sysDepartRoleUser).where(inArray(sysDepartRoleUser.droleId, ids));
    await tx.delete(sysDepartRolePermission).where(inArray(sysDepartRolePermission.roleId, ids));
    await tx.delete(sysDepartRole).where(inArray(sysDepartRole.id, ids));
  });
}

export async function departRoleIdsOf(db: Database, departId: string) {
  return (await db.select({ id: sysDepartRole.id }).from(sysDepartRole).where(eq(sysDepartRole.departId, departId))).map((r) => r.id);
}

/**
 * Sets which department roles a user holds: `newRoleIds` replace `oldRoleIds` (JeecgBoot
 * deptRoleUserAdd). The user must belong to the roles' department.
 */
export async function setUserDepartRoles(db: Database, session: SessionContext, userId: string, newRoleIds: string[], oldRoleIds: string[]) {
  await db.transaction(async (tx) => {
    for (const id of [...newRoleIds, ...oldRoleIds]) {
      const role = await findDepartRole(tx, id, session.tenantId);
      if (newRoleIds.includes(id)) {
        const member = await tx
          .select()
          .from(sysUserDepart)
          .where(and(eq(sysUserDepart.userId, userId), eq(sysUserDepart.depId, role.departId)));
        if (member.length === 0) throw fieldError('userId', '该用户不属于此部门');
      }
    }
    await assertMayChangeRoles(tx, session, [userId], { before: oldRoleIds, after: newRoleIds, departRoles: true });
    if (oldRoleIds.length) await tx.delete(sysDepartRoleUser).where(and(eq(sysDepartRoleUser.userId, userId), inArray(sysDepartRoleUser.droleId, oldRoleIds)));
    if (newRoleIds.length)
      await tx
        .insert(sysDepartRoleUser)
        .values(newRoleIds.map((droleId) => ({ userId, droleId })))
        .onConflictDoNothing();
  });
}

export async function userDepartRoleIds(db: Database, userId: string, departId: string) {
  return (
    await db
      .select({ id: sysDepartRoleUser.droleId })
      .from(sysDepartRoleUser)
      .innerJoin(sysDepartRole, eq(sysDepartRole.id, sysDepartRoleUser.droleId))
      .where(and(eq(sysDepartRoleUser.userId, userId), eq(sysDepartRole.departId, departId)))
  ).map((r) => r.id);
}
