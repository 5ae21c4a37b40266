/**
 * Who may hand out a role (DESIGN.md rule 11): changing whether someone holds a role, or a
 * department role, requires holding every permission that role carries, so nobody can give what
 * they do not have (a user administrator cannot make anyone, least of all themselves, 管理员). And
 * nobody changes their own roles. The administrator holds every permission and so may do anything.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { SessionContext } from '../../../types';
import { sysDepartRole, sysDepartRolePermission } from '../permission/depart-permission.table';
import { grantedIds } from '../permission/permission.service';
import { sysPermission, sysRolePermission } from '../permission/permission.table';
import { sysRole } from './role.table';

export const OWN_ROLES_MESSAGE = '不能修改自己的角色';
export const cannotGrantMessage = (names: string[]) => `无权授予或收回角色：${names.join('、')}（该角色含有您没有的权限）`;

/** Of these roles, those carrying a live permission the user does not hold. */
export async function rolesBeyond(db: Database, userId: string, roleIds: string[]): Promise<Array<{ id: string; roleName: string }>> {
  if (roleIds.length === 0) return [];
  return db
    .selectDistinct({ id: sysRole.id, roleName: sysRole.roleName })
    .from(sysRole)
    .innerJoin(sysRolePermission, eq(sysRolePermission.roleId, sysRole.id))
    .innerJoin(sysPermission, and(eq(sysPermission.id, sysRolePermission.permissionId), eq(sysPermission.delFlag, 0)))
    .where(and(inArray(sysRole.id, roleIds), sql`${sysRolePermission.permissionId} not in ${grantedIds(userId)}`));
}

/** The same for department roles. */
async function departRolesBeyond(db: Database, userId: string, roleIds: string[]) {
  if (roleIds.length === 0) return [];
  return db
    .selectDistinct({ id: sysDepartRole.id, roleName: sysDepartRole.roleName })
    .from(sysDepartRole)
    .innerJoin(sysDepartRolePermission, eq(sysDepartRolePermission.roleId, sysDepartRole.id))
    .innerJoin(sysPermission, and(eq(sysPermission.id, sysDepartRolePermission.permissionId), eq(sysPermission.delFlag, 0)))
    .where(and(inArray(sysDepartRole.id, roleIds), sql`${sysDepartRolePermission.permissionId} not in ${grantedIds(userId)}`));
}

/** The ids of `roleIds` not among those beyond the user's permissions. */
async function outside(roleIds: string[], beyond: Promise<Array<{ id: string }>>): Promise<Set<string>> {
  const refused = new Set((await beyond).map((r) => r.id));
  return new Set(roleIds.filter((id) => !refused.has(id)));
}

/** The roles of `roleIds` the session's user may hand out (for the web to grey out the others). */
export const grantableRoleIds = (db: Database, session: SessionContext, roleIds: string[]) => outside(roleIds, rolesBeyond(db, session.userId, roleIds));

/** The same for department roles. */
export const grantableDepartRoleIds = (db: Database, session: SessionContext, roleIds: string[]) =>
  outside(roleIds, departRolesBeyond(db, session.userId, roleIds));

const difference = (before: string[], after: string[]) => {
  const a = new Set(before);
  const b = new Set(after);
  return [...new Set([...before.filter((id) => !b.has(id)), ...after.filter((id) => !a.has(id))])];
};

/**
 * Refuses (403) a change of `targetUserIds`' roles from `before` to `after` (ids given or taken)
 * when a target is the session's own user or a changed role carries a permission the session's
 * user lacks. Unchanged roles are never checked: editing a user's name keeps their 管理员 role.
 */
export async function assertMayChangeRoles(
  db: Database,
  session: SessionContext,
  targetUserIds: string[],
  change: { before: string[]; after: string[]; departRoles?: boolean },
): Promise<void> {
  const changed = difference(change.before, change.after);
  if (changed.length === 0) return;
  if (targetUserIds.includes(session.userId)) throw new AppError(403, OWN_ROLES_MESSAGE);
  const beyond = change.departRoles ? await departRolesBeyond(db, session.userId, changed) : await rolesBeyond(db, session.userId, changed);
  if (beyond.length) throw new AppError(403, cannotGrantMessage(beyond.map((r) => r.roleName)));
}
