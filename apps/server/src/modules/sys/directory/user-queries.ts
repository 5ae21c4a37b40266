/**
 * Who is who, for the other areas (workflow assignment and CC, fleet drivers, line-check follow-up):
 * a user found by id or user name, real names, the active users named by a rule. "Active" is what
 * can receive work: not in the recycle bin (del_flag 0) and not frozen (status 1).
 */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { plainStatement } from '../../../db/reusable-query';
import { sysUserDepart } from '../depart/depart.table';
import { sysPosition } from '../position/position.table';
import { sysUserTenant } from '../tenant/tenant.table';
import { sysUser } from '../user/user.table';
import { sysPermission } from '../permission/permission.table';
import { grantedIds } from '../permission/permission.service';

const active = and(eq(sysUser.delFlag, 0), eq(sysUser.status, 1));

export interface UserLookup {
  id?: string;
  username?: string;
  /** either: an id (as the designer's user picker gives) or a user name */
  idOrUsername?: string;
  /** only a member of this tenant */
  tenantId?: number;
  /** 'present': not in the recycle bin; 'active': that and not frozen; default any */
  state?: 'any' | 'present' | 'active';
}

export interface DirectoryUser {
  id: string;
  username: string;
  realname: string;
  /** 1 normal, 2 frozen */
  status: number;
  /** position code (职务), and its name when the position exists */
  post: string | null;
  postName: string | null;
}

/** One user, or undefined. */
export async function findUser(db: Database, lookup: UserLookup): Promise<DirectoryUser | undefined> {
  const conditions: Array<SQL | undefined> = [
    lookup.id !== undefined ? eq(sysUser.id, lookup.id) : undefined,
    lookup.username !== undefined ? eq(sysUser.username, lookup.username) : undefined,
    lookup.idOrUsername !== undefined ? or(eq(sysUser.id, lookup.idOrUsername), eq(sysUser.username, lookup.idOrUsername)) : undefined,
    lookup.state === 'present' ? eq(sysUser.delFlag, 0) : lookup.state === 'active' ? active : undefined,
  ];
  if (!conditions.some(Boolean)) throw new Error('findUser: name the user');
  let query = db
    .select({ id: sysUser.id, username: sysUser.username, realname: sysUser.realname, status: sysUser.status, post: sysUser.post, postName: sysPosition.name })
    .from(sysUser)
    .leftJoin(sysPosition, eq(sysPosition.code, sysUser.post))
    .$dynamic();
  if (lookup.tenantId !== undefined)
    query = query.innerJoin(sysUserTenant, and(eq(sysUserTenant.userId, sysUser.id), eq(sysUserTenant.tenantId, lookup.tenantId)));
  const [user] = await query.where(and(...conditions));
  return user;
}

/** user name → real name for those of `usernames` that exist (any state): for showing who did what. */
export async function realnamesOf(db: Database, usernames: string[]): Promise<Map<string, string>> {
  const names = [...new Set(usernames)];
  if (!names.length) return new Map();
  const rows = await db.select({ username: sysUser.username, realname: sysUser.realname }).from(sysUser).where(inArray(sysUser.username, names));
  return new Map(rows.map((row) => [row.username, row.realname]));
}

/** The active users among ids or user names (unknown, recycled or frozen ones left out). */
export async function activeUsers(db: Database, idsOrUsernames: string[]): Promise<Array<{ id: string; username: string }>> {
  if (!idsOrUsernames.length) return [];
  return db
    .select({ id: sysUser.id, username: sysUser.username })
    .from(sysUser)
    .where(and(active, or(inArray(sysUser.id, idsOrUsernames), inArray(sysUser.username, idsOrUsernames))));
}

/** User names of the active users holding a position (a user may hold several: sys_user.post is a comma list). */
export async function activeUsernamesWithPost(db: Database, post: string): Promise<string[]> {
  const rows = await db
    .select({ username: sysUser.username })
    .from(sysUser)
    .where(and(active, sql`${post} = any(string_to_array(${sysUser.post}, ','))`));
  return rows.map((row) => row.username);
}

/** User names of the active users of a department. */
export async function activeUsernamesInDepartment(db: Database, departId: string): Promise<string[]> {
  const rows = await db
    .select({ username: sysUser.username })
    .from(sysUser)
    .innerJoin(sysUserDepart, eq(sysUserDepart.userId, sysUser.id))
    .where(and(active, eq(sysUserDepart.depId, departId)));
  return rows.map((row) => row.username);
}

/**
 * The active members of the tenant whose roles or department roles grant the permission `code`
 * (those a business area tells about what that permission lets them handle: 对账差异 to whoever
 * may work 对账记录).
 */
export async function activeUsernamesWithPermission(db: Database, tenantId: number, code: string): Promise<string[]> {
  const rows = await db
    .select({ username: sysUser.username })
    .from(sysUser)
    .where(
      and(
        active,
        sql`exists (select 1 from ${sysUserTenant} where ${sysUserTenant.userId} = ${sysUser.id} and ${sysUserTenant.tenantId} = ${tenantId})`,
        sql`exists (select 1 from ${sysPermission} where ${sysPermission.perms} = ${code} and ${sysPermission.delFlag} = 0 and ${sysPermission.status} = '1'
                    and ${sysPermission.id} in ${grantedIds(sysUser.id)})`,
      ),
    )
    .orderBy(sysUser.username);
  return rows.map((row) => row.username);
}

/** an active holder of the leading position in one of the user's departments or one above */
export interface Leader {
  username: string;
  orgCode: string;
  orgCategory: string | null;
}

/**
 * The user's name and current department, and the active members of the tenant who hold
 * `leaderPost` in that department or in one above it (the departments whose code is the user's with
 * 0, 3, 6 ... characters cut off), never the user themself: in one statement, one round trip.
 */
const userWithLeadersStatement = plainStatement<{ realname: string | null; orgCode: string | null; leaders: Leader[] }>(`
  select u.realname, u.org_code as "orgCode",
    (select coalesce(json_agg(json_build_object('username', m.username, 'orgCode', d.org_code, 'orgCategory', d.org_category)), '[]'::json)
     from sys_depart d
     inner join sys_user_depart ud on ud.dep_id = d.id
     inner join sys_user m on m.id = ud.user_id
     inner join sys_user_tenant ut on ut.user_id = m.id and ut.tenant_id = $1::int
     where d.org_code = any(array(select left(u.org_code, length(u.org_code) - 3 * k) from generate_series(0, (length(u.org_code) - 3) / 3) k))
       and m.post = $3::text and m.del_flag = 0 and m.status = 1 and m.username <> u.username) as leaders
  from sys_user u where u.username = $2::text`);

export async function userWithLeaders(db: Database, input: { tenantId: number; username: string; leaderPost: string }) {
  const [user] = await userWithLeadersStatement(db, [input.tenantId, input.username, input.leaderPost]);
  return user;
}
