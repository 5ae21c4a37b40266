/** Department roles (JeecgBoot 部门角色): roles defined inside a department, for its users. */
import { and, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import { departRoleListRecordSchema, departRoleResource, type DepartRoleSaveRequest } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { defineList, fieldsOf } from '../../../lib/list-query';
import { recordOf, resourceKit } from '../../../lib/resource-kit';
import type { SessionContext } from '../../../types';
import { dataLog } from '../data-log/data-log-writer';
import { sysDepart, sysUserDepart } from '../depart/depart.table';
import { sysDepartRole, sysDepartRolePermission, sysDepartRoleUser } from './depart-permission.table';
import { assertMayChangeRoles, grantableDepartRoleIds } from '../role/role-grant.service';

export const departRoleList = defineList({
  name: 'sys_depart_role',
  table: sysDepartRole,
  fields: fieldsOf(departRoleResource.fields, {
    departId: sysDepartRole.departId,
    roleName: sysDepartRole.roleName,
    roleCode: sysDepartRole.roleCode,
    description: sysDepartRole.description,
    createTime: sysDepartRole.createTime,
  }),
  defaultSort: departRoleResource.defaultSort,
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

/**
 * 部门角色's list (of the department `deptId` names, each role saying whether the signed-in user
 * may grant it), add, edit and delete on the resource kit; `permissionsChanged` drops the
 * permission cache once a change is committed. A role's code is unique in its department and its
 * department does not change; a delete takes its grants and its holders with it.
 */
export function departRoleKitOf(permissionsChanged: () => Promise<void>) {
  return resourceKit(
    {
      resource: departRoleResource,
      table: sysDepartRole,
      list: departRoleList,
      listQuery: z.object({ deptId: z.string({ message: 'deptId 不能为空' }).min(1, 'deptId 不能为空') }),
      listRecord: departRoleListRecordSchema,
      baseWhere: (_ctx, query) => (query ? [eq(sysDepartRole.departId, String(query.deptId))] : []),
      listed: async ({ db, session }, records, query) => {
        await findDepartInTenant(db, String(query.deptId), session.tenantId);
        const grantable = await grantableDepartRoleIds(
          db,
          session,
          records.map((role) => String(role.id)),
        );
        return records.map((role) => ({ ...role, grantable: grantable.has(String(role.id)) }));
      },
      messages: { added: '添加成功', edited: '编辑成功', deleted: '删除成功', deletedBatch: () => '删除成功' },
      // a department role's reply keeps its tenant (JeecgBoot's shape)
      toRecord: (row: typeof sysDepartRole.$inferSelect) => ({ ...recordOf(row), tenantId: row.tenantId }),
      hooks: {
        async values({ db, session }, input: DepartRoleSaveRequest, current) {
          const departId = current?.departId ?? input.departId;
          if (!current) await findDepartInTenant(db, departId, session.tenantId);
          await assertCodeFree(db, departId, input.roleCode, current?.id);
          return { departId, roleName: input.roleName, roleCode: input.roleCode, description: input.description ?? null };
        },
        async beforeDelete({ db }, rows) {
          const ids = rows.map((row) => row.id);
          await db.delete(sysDepartRoleUser).where(inArray(sysDepartRoleUser.droleId, ids));
          await db.delete(sysDepartRolePermission).where(inArray(sysDepartRolePermission.roleId, ids));
        },
        afterCommit: () => permissionsChanged(),
      },
    },
    dataLog,
  );
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
