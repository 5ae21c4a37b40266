import { and, eq, inArray, ne } from 'drizzle-orm';
import { PERMS, roleResource, type RoleSaveRequest } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { defineList, fieldsOf } from '../../../lib/list-query';
import { recordOf, resourceKit } from '../../../lib/resource-kit';
import type { SessionContext } from '../../../types';
import { dataLog } from '../data-log/data-log-writer';
import { sysRolePermission } from '../permission/permission.table';
import { sysUserTenant } from '../tenant/tenant.table';
import { userListDefinition } from '../user/user-admin.list';
import { sysUser } from '../user/user.table';
import { sysRole, sysUserRole } from './role.table';
import { assertMayChangeRoles } from './role-grant.service';

export const roleList = defineList({
  name: 'sys_role',
  dataRulePermission: PERMS.system.role.list,
  table: sysRole,
  fields: fieldsOf(roleResource.fields, {
    roleName: sysRole.roleName,
    roleCode: sysRole.roleCode,
    description: sysRole.description,
    createTime: sysRole.createTime,
  }),
  defaultSort: roleResource.defaultSort,
  tieBreaker: sysRole.id,
  tenantColumn: sysRole.tenantId,
});

const { username, realname, createTime } = userListDefinition.fields;

/** The users of a role, found as 用户管理 finds them. */
export const roleUserList = defineList({
  name: 'sys_user_role',
  table: sysUser,
  fields: { username, realname, createTime },
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

/**
 * 角色管理's list, add, edit and delete on the resource kit; `permissionsChanged` drops the
 * permission cache once a change is committed. Like JeecgBoot, deleting a role that users still
 * hold removes those links (the users simply lose the role) together with its grants.
 */
export function roleKitOf(permissionsChanged: () => Promise<void>) {
  return resourceKit(
    {
      resource: roleResource,
      table: sysRole,
      list: roleList,
      messages: { added: '添加成功', edited: '编辑成功', deleted: '删除成功', deletedBatch: () => '删除成功' },
      // a role's reply keeps its tenant (JeecgBoot's shape)
      toRecord: (row: typeof sysRole.$inferSelect) => ({ ...recordOf(row), tenantId: row.tenantId }),
      hooks: {
        async values({ db }, input: RoleSaveRequest, current) {
          if (await isRoleCodeTaken(db, input.roleCode, current?.id)) throw fieldError('roleCode', '角色编码已存在');
          return { roleName: input.roleName, roleCode: input.roleCode, description: input.description ?? null };
        },
        async beforeDelete({ db }, rows) {
          const ids = rows.map((row) => row.id);
          await db.delete(sysUserRole).where(inArray(sysUserRole.roleId, ids));
          await db.delete(sysRolePermission).where(inArray(sysRolePermission.roleId, ids));
        },
        afterCommit: () => permissionsChanged(),
      },
    },
    dataLog,
  );
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
