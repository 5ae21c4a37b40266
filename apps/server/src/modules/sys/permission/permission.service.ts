import { and, asc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { UserPermissionResult } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { sysUserRole } from '../role/role.table';
import { buildMenuTree, MENU_TYPE_BUTTON, MENU_TYPE_SUB, MENU_TYPE_TOP, toPermissionEntry } from './menu-tree';
import { sysDepartRolePermission, sysDepartRoleUser } from './depart-permission.table';
import { sysPermission, sysRolePermission } from './permission.table';
import type { PermissionCache } from './permission-cache';

/**
 * Ids granted to the user (an id, or the user id column of an outer query): through their roles, and through the department roles they hold
 * (a department role only grants what its department may hand out, checked when it is saved).
 */
export const grantedIds = (userId: string | AnyColumn) => sql`(
  select ${sysRolePermission.permissionId} from ${sysRolePermission}
    inner join ${sysUserRole} on ${sysUserRole.roleId} = ${sysRolePermission.roleId}
    where ${sysUserRole.userId} = ${userId}
  union
  select ${sysDepartRolePermission.permissionId} from ${sysDepartRolePermission}
    inner join ${sysDepartRoleUser} on ${sysDepartRoleUser.droleId} = ${sysDepartRolePermission.roleId}
    where ${sysDepartRoleUser.userId} = ${userId}
)`;

const grantedToUser = (userId: string) => and(sql`${sysPermission.id} in ${grantedIds(userId)}`, eq(sysPermission.delFlag, 0));

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
export const userHasAnyMenu = (db: Database, userId: string) => grantsAny(db, userId, inArray(sysPermission.menuType, [MENU_TYPE_TOP, MENU_TYPE_SUB]));

/** A role set from its (sorted) ids; `key` names it in the permission cache. */
export function roleSetFrom({ roleIds, departRoleIds }: { roleIds: string[]; departRoleIds: string[] }) {
  return { key: `${roleIds.join(',')}|${departRoleIds.join(',')}`, roleIds, departRoleIds };
}

/** The user's role set: their roles and department roles. */
export async function roleSetOf(db: Database, userId: string) {
  const rows = await db
    .select({ kind: sql<string>`'r'`, id: sysUserRole.roleId })
    .from(sysUserRole)
    .where(eq(sysUserRole.userId, userId))
    .unionAll(
      db
        .select({ kind: sql<string>`'d'`, id: sysDepartRoleUser.droleId })
        .from(sysDepartRoleUser)
        .where(eq(sysDepartRoleUser.userId, userId)),
    );
  const roleIds = rows
    .filter((row) => row.kind === 'r')
    .map((row) => row.id)
    .sort();
  const departRoleIds = rows
    .filter((row) => row.kind === 'd')
    .map((row) => row.id)
    .sort();
  return roleSetFrom({ roleIds, departRoleIds });
}

type RoleSet = Awaited<ReturnType<typeof roleSetOf>>;

/** Ids granted to a role set (as grantedIds does for a user). */
function grantedToRoleSet({ roleIds, departRoleIds }: RoleSet) {
  const none = sql`(select null::text where false)`;
  const byRoles = roleIds.length
    ? sql`select ${sysRolePermission.permissionId} from ${sysRolePermission} where ${inArray(sysRolePermission.roleId, roleIds)}`
    : none;
  const byDepartRoles = departRoleIds.length
    ? sql`select ${sysDepartRolePermission.permissionId} from ${sysDepartRolePermission} where ${inArray(sysDepartRolePermission.roleId, departRoleIds)}`
    : none;
  return and(sql`${sysPermission.id} in (${byRoles} union ${byDepartRoles})`, eq(sysPermission.delFlag, 0));
}

/**
 * What getUserPermissionByToken answers: the menu tree and buttons the user's role set grants, and
 * every button. Through `cache` it is computed once per role set (permission-cache.ts). `known` is
 * the role set the session lookup read (the request then costs no query of its own).
 */
export async function getUserPermissions(
  db: Database,
  userId: string,
  cache?: PermissionCache,
  known?: { roleIds: string[]; departRoleIds: string[] },
): Promise<UserPermissionResult> {
  const roleSet = known ? roleSetFrom(known) : await roleSetOf(db, userId);
  if (!cache) return computePermissions(db, roleSet);
  return cache.load(roleSet.key, () => computePermissions(db, roleSet));
}

/**
 * Whether a role set holds a valid permission with this code: every route's check. Through
 * `cache` the role set's codes are read once (and again after any change of grants, menus or
 * roles, on every instance); the session lookup reads the role set fresh at each request, so a
 * user's changed roles count at once.
 */
export async function roleSetHasPermission(db: Database, known: { roleIds: string[]; departRoleIds: string[] }, code: string, cache?: PermissionCache) {
  const roleSet = roleSetFrom(known);
  const compute = async (): Promise<ReadonlySet<string>> => {
    const rows = await db
      .select({ perms: sysPermission.perms })
      .from(sysPermission)
      .where(and(grantedToRoleSet(roleSet), eq(sysPermission.status, '1')));
    return new Set(rows.flatMap((row) => (row.perms ? [row.perms] : [])));
  };
  const codes = cache ? await cache.loadCodes(roleSet.key, compute) : await compute();
  return codes.has(code);
}

async function computePermissions(db: Database, roleSet: RoleSet): Promise<UserPermissionResult> {
  const [granted, allButtons] = await Promise.all([
    db.select().from(sysPermission).where(grantedToRoleSet(roleSet)).orderBy(asc(sysPermission.sortNo), asc(sysPermission.id)),
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
