import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { UserPermissionResult } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { sysUserRole } from '../role/role.table';
import { buildMenuTree, MENU_TYPE_BUTTON, MENU_TYPE_SUB, MENU_TYPE_TOP, toPermissionEntry } from './menu-tree';
import { sysPermission, sysRolePermission } from './permission.table';

const grantedToUser = (userId: string) =>
  and(
    eq(sysUserRole.userId, userId),
    eq(sysPermission.delFlag, 0),
  );

/** Every permission row granted to the user through their roles, ordered by sortNo. */
export async function getGrantedPermissions(db: Database, userId: string) {
  return db
    .selectDistinct({ permission: sysPermission })
    .from(sysPermission)
    .innerJoin(sysRolePermission, eq(sysRolePermission.permissionId, sysPermission.id))
    .innerJoin(sysUserRole, eq(sysUserRole.roleId, sysRolePermission.roleId))
    .where(grantedToUser(userId))
    .orderBy(asc(sysPermission.sortNo), asc(sysPermission.id))
    .then((rows) => rows.map((row) => row.permission));
}

/** Whether the user's roles grant at least one valid permission matching `condition`. */
async function grantsAny(db: Database, userId: string, condition: SQL | undefined): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(sysPermission)
    .innerJoin(sysRolePermission, eq(sysRolePermission.permissionId, sysPermission.id))
    .innerJoin(sysUserRole, eq(sysUserRole.roleId, sysRolePermission.roleId))
    .where(and(grantedToUser(userId), eq(sysPermission.status, '1'), condition))
    .limit(1);
  return rows.length > 0;
}

/** Whether the user's roles grant a valid permission with this code. */
export const userHasPermission = (db: Database, userId: string, code: string) => grantsAny(db, userId, eq(sysPermission.perms, code));

/** Whether the user can see at least one menu (a login without menus is refused). */
export const userHasAnyMenu = (db: Database, userId: string) =>
  grantsAny(db, userId, inArray(sysPermission.menuType, [MENU_TYPE_TOP, MENU_TYPE_SUB]));

export async function getUserPermissions(db: Database, userId: string): Promise<UserPermissionResult> {
  const [granted, allButtons] = await Promise.all([
    getGrantedPermissions(db, userId),
    db
      .select()
      .from(sysPermission)
      .where(and(eq(sysPermission.menuType, MENU_TYPE_BUTTON), eq(sysPermission.delFlag, 0)))
      .orderBy(asc(sysPermission.sortNo), asc(sysPermission.id)),
  ]);
  return {
    menu: buildMenuTree(granted),
    auth: granted.filter((row) => row.menuType === MENU_TYPE_BUTTON).map(toPermissionEntry),
    allAuth: allButtons.map(toPermissionEntry),
  };
}
