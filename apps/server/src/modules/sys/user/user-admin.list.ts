/**
 * The user list (system/UserList, recycle bin, pickers, export): one allowlist, always limited
 * to the users of the session's tenant (sys_user_tenant), never selecting the password hash.
 */
import { PERMS, USER_LIST_FIELDS } from '@bus/contracts';
import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { defineList, fieldsOf, type ListQueryParts } from '../../../lib/list-query';
import { sysDepart, sysUserDepart } from '../depart/depart.table';
import { sysPosition } from '../position/position.table';
import { sysRole, sysUserRole } from '../role/role.table';
import { sysUserTenant } from '../tenant/tenant.table';
import { sysUser } from './user.table';

export const userListDefinition = defineList({
  name: 'sys_user',
  table: sysUser,
  fields: fieldsOf(USER_LIST_FIELDS, {
    username: sysUser.username,
    realname: sysUser.realname,
    sex: sysUser.sex,
    birthday: sysUser.birthday,
    phone: sysUser.phone,
    email: sysUser.email,
    workNo: sysUser.workNo,
    idCard: sysUser.idCard,
    status: sysUser.status,
    post: sysUser.post,
    orgCode: sysUser.orgCode,
    createTime: sysUser.createTime,
    departId: {
      column: sysUser.id,
      filter: (value) => sql`exists (select 1 from ${sysUserDepart} where ${sysUserDepart.userId} = ${sysUser.id} and ${sysUserDepart.depId} = ${value})`,
    },
    roleNames: null,
  }),
  defaultSort: { field: 'createTime', order: 'desc' },
  tieBreaker: sysUser.id,
  dataRulePermission: PERMS.system.user.list,
});

/** Users who belong to the tenant. */
export const userInTenant = (tenantId: number): SQL =>
  sql`exists (select 1 from sys_user_tenant ut where ut.user_id = ${sysUser.id} and ut.tenant_id = ${tenantId})`;

/** The users the user list shows before any filter: in the tenant and not in the recycle bin. */
export const liveUsersOfTenant = (tenantId: number): SQL[] => [eq(sysUser.delFlag, 0), userInTenant(tenantId)];

/**
 * The exact number of `liveUsersOfTenant` without reading the wide user table or joining 100k
 * memberships to it: the tenant's memberships less its recycled users (a small partial index),
 * in one statement so both counts see the same moment. Exact because a membership never outlives
 * its user: memberships are only written with their user (createUser) and deleted with it
 * (purgeUsers); user-admin.test.ts holds it to the joined count.
 */
export async function countLiveTenantUsers(db: Database, tenantId: number): Promise<number> {
  const recycled = db
    .select({ n: count() })
    .from(sysUser)
    .where(and(ne(sysUser.delFlag, 0), userInTenant(tenantId)));
  const [row] = await db
    .select({ n: sql`count(*) - (${recycled})`.mapWith(Number) })
    .from(sysUserTenant)
    .where(eq(sysUserTenant.tenantId, tenantId));
  return row?.n ?? 0;
}

/** Every column except the password hash and login counters. */
export const userColumns = {
  id: sysUser.id,
  username: sysUser.username,
  realname: sysUser.realname,
  avatar: sysUser.avatar,
  birthday: sysUser.birthday,
  sex: sysUser.sex,
  email: sysUser.email,
  phone: sysUser.phone,
  workNo: sysUser.workNo,
  idCard: sysUser.idCard,
  post: sysUser.post,
  status: sysUser.status,
  orgCode: sysUser.orgCode,
  createTime: sysUser.createTime,
  updateTime: sysUser.updateTime,
  version: sysUser.version,
};

export function selectUserPage(db: Database, parts: ListQueryParts) {
  return db
    .select(userColumns)
    .from(sysUser)
    .where(parts.where)
    .orderBy(...parts.orderBy)
    .limit(parts.limit)
    .offset(parts.offset);
}

type UserPageRow = Awaited<ReturnType<typeof selectUserPage>>[number];

/** Adds department names, role names (of the tenant) and the position name to each row. */
export async function withUserNames<Row extends UserPageRow>(db: Database, rows: Row[], tenantId: number) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const posts = [...new Set(rows.map((r) => r.post).filter((p): p is string => !!p))];
  const [departs, roles, positions] = await Promise.all([
    db
      .select({ userId: sysUserDepart.userId, name: sysDepart.departName })
      .from(sysUserDepart)
      .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.depId))
      .where(and(inArray(sysUserDepart.userId, ids), eq(sysDepart.delFlag, 0), eq(sysDepart.tenantId, tenantId)))
      .orderBy(asc(sysDepart.departOrder), asc(sysDepart.orgCode)),
    db
      .select({ userId: sysUserRole.userId, name: sysRole.roleName })
      .from(sysUserRole)
      .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
      .where(and(inArray(sysUserRole.userId, ids), eq(sysRole.tenantId, tenantId))),
    posts.length ? db.select({ code: sysPosition.code, name: sysPosition.name }).from(sysPosition).where(inArray(sysPosition.code, posts)) : [],
  ]);
  const join = (list: Array<{ userId: string; name: string }>, id: string) =>
    list
      .filter((x) => x.userId === id)
      .map((x) => x.name)
      .join(',');
  const positionNames = new Map(positions.map((p) => [p.code, p.name]));
  return rows.map((row) => ({
    ...row,
    orgCodeTxt: join(departs, row.id),
    roleNames: join(roles, row.id),
    post_dictText: row.post ? (positionNames.get(row.post) ?? row.post) : '',
  }));
}
