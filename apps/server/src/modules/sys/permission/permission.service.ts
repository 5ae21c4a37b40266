import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { UserPermissionResult } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { sysUserRole } from '../role/role.table';
import { buildMenuTree, MENU_TYPE_BUTTON, MENU_TYPE_SUB, MENU_TYPE_TOP, toPermissionEntry } from './menu-tree';
import { sysDepartRolePermission, sysDepartRoleUser } from './depart-permission.table';
import { sysPermission, sysRolePermission } from './permission.table';

/**
 * Ids granted to the user: through their roles, and through the department roles they hold
 * (a department role only grants what its department may hand out, checked when it is saved).
 */
export const grantedIds = (userId: string) => sql`(
  select ${sysRolePermission.permissionId} from ${sysRolePermission}
    inner join ${sysUserRole} on ${sysUserRole.roleId} = ${sysRolePermission.roleId}
    where ${sysUserRole.userId} = ${userId}
  union
  select ${sysDepartRolePermission.permissionId} from ${sysDepartRolePermission}
    inner join ${sysDepartRoleUser} on ${sysDepartRoleUser.droleId} = ${sysDepartRolePermission.roleId}
    where ${sysDepartRoleUser.userId} = ${userId}
)`;

const grantedToUser = (userId: string) => and(sql`${sysPermission.id} in ${grantedIds(userId)}`, eq(sysPermission.delFlag, 0));

/** Every permission row granted to the user through their roles, ordered by sortNo. */
export async function getGrantedPermissions(db: Database, userId: string) {
  return db
    .select()
    .from(sysPermission)
    .where(grantedToUser(userId))
    .orderBy(asc(sysPermission.sortNo), asc(sysPermission.id));
}

/** Whether the user's roles grant at least one valid permission matching `condition`. */
async function grantsAny(db: Database, userId: string, condition: SQL | undefined): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(sysPermission)
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
