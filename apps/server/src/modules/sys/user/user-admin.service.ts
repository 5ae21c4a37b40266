/**
 * Administering users: add, edit, freeze, reset password, recycle bin. Every write is limited to
 * users of the session's tenant; an id of another tenant is a 404.
 */
import { and, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import { parseIdCard, type UserAddRequest, type UserEditRequest } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { hashPassword } from '../../../lib/password';
import { updateVersioned } from '../../../lib/versioned-update';
import type { SessionContext } from '../../../types';
import { recordDataLog } from '../data-log/record-data-log';
import { sysDepart, sysUserDepart } from '../depart/depart.table';
import { sysRole, sysUserRole } from '../role/role.table';
import { sysSession } from '../session/session.table';
import { sysUserTenant } from '../tenant/tenant.table';
import { userInTenant } from './user-admin.list';
import { sysUser } from './user.table';
import { assertMayChangeRoles } from '../role/role-grant.service';

export const USER_NOT_FOUND = '用户不存在';
const UNIQUE_FIELDS = [
  ['username', '用户账号已存在'],
  ['workNo', '工号已存在'],
  ['phone', '手机号已存在'],
  ['idCard', '身份证号已存在'],
] as const;

type UniqueValues = { username: string; workNo?: string | null; phone?: string | null; idCard?: string | null };

const splitIds = (value: string | null | undefined) => [
  ...new Set(
    (value ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];
const blankToNull = (value: string | null | undefined) => (value === undefined || value === null || value.trim() === '' ? null : value.trim());

/** The first field whose value another user (deleted ones included: the columns are unique) already has. */
export async function findDuplicateField(db: Database, values: UniqueValues, excludeId?: string) {
  const conditions: SQL[] = [];
  for (const [field] of UNIQUE_FIELDS) {
    const value = blankToNull(values[field]);
    if (value) conditions.push(eq(sysUser[field], value));
  }
  if (conditions.length === 0) return null;
  const rows = await db
    .select({ id: sysUser.id, username: sysUser.username, workNo: sysUser.workNo, phone: sysUser.phone, idCard: sysUser.idCard })
    .from(sysUser)
    .where(and(or(...conditions), excludeId ? ne(sysUser.id, excludeId) : undefined));
  for (const [field, message] of UNIQUE_FIELDS) {
    const value = blankToNull(values[field]);
    if (value && rows.some((r) => r[field] === value)) return { field, message };
  }
  return null;
}

async function assertUnique(db: Database, values: UniqueValues, excludeId?: string) {
  const duplicate = await findDuplicateField(db, values, excludeId);
  if (duplicate) throw fieldError(duplicate.field, duplicate.message);
}

/** Role and department ids, each checked to belong to the tenant. */
async function tenantLinks(db: Database, tenantId: number, input: { selectedroles?: string | null; selecteddeparts?: string | null }) {
  const roleIds = splitIds(input.selectedroles);
  const departIds = splitIds(input.selecteddeparts);
  if (roleIds.length) {
    const found = await db
      .select({ id: sysRole.id })
      .from(sysRole)
      .where(and(inArray(sysRole.id, roleIds), eq(sysRole.tenantId, tenantId)));
    if (found.length !== roleIds.length) throw fieldError('selectedroles', '所选角色不存在');
  }
  if (departIds.length) {
    const found = await db
      .select({ id: sysDepart.id })
      .from(sysDepart)
      .where(and(inArray(sysDepart.id, departIds), eq(sysDepart.tenantId, tenantId), eq(sysDepart.delFlag, 0)));
    if (found.length !== departIds.length) throw fieldError('selecteddeparts', '所选部门不存在');
  }
  return { roleIds, departIds };
}

/** Values of the form as columns; birthday and sex come from the ID card when not given. */
export function userValues(input: Omit<UserEditRequest, 'id' | 'version'>) {
  const idCard = blankToNull(input.idCard)?.toUpperCase() ?? null;
  const parsed = idCard ? parseIdCard(idCard) : null;
  return {
    username: input.username.trim(),
    realname: input.realname.trim(),
    workNo: blankToNull(input.workNo),
    phone: blankToNull(input.phone),
    email: blankToNull(input.email),
    idCard,
    birthday: blankToNull(input.birthday) ?? parsed?.birthday ?? null,
    sex: input.sex ?? (parsed ? Number(parsed.sex) : null),
    avatar: blankToNull(input.avatar),
    post: blankToNull(input.post),
    status: input.status ?? 1,
  };
}

/** The roles of the tenant the user holds now. */
async function tenantRoleIds(db: Database, userId: string, tenantId: number) {
  const rows = await db
    .select({ id: sysUserRole.roleId })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(and(eq(sysUserRole.userId, userId), eq(sysRole.tenantId, tenantId)));
  return rows.map((r) => r.id);
}

async function replaceLinks(tx: Database, userId: string, tenantId: number, links: { roleIds: string[]; departIds: string[] }) {
  const tenantRoles = tx.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.tenantId, tenantId));
  const tenantDeparts = tx.select({ id: sysDepart.id }).from(sysDepart).where(eq(sysDepart.tenantId, tenantId));
  await tx.delete(sysUserRole).where(and(eq(sysUserRole.userId, userId), inArray(sysUserRole.roleId, tenantRoles)));
  await tx.delete(sysUserDepart).where(and(eq(sysUserDepart.userId, userId), inArray(sysUserDepart.depId, tenantDeparts)));
  if (links.roleIds.length) await tx.insert(sysUserRole).values(links.roleIds.map((roleId) => ({ userId, roleId })));
  if (links.departIds.length) await tx.insert(sysUserDepart).values(links.departIds.map((depId) => ({ userId, depId })));
}

export async function createUser(db: Database, session: SessionContext, input: UserAddRequest, now: Date) {
  const values = userValues(input);
  await assertUnique(db, values);
  const links = await tenantLinks(db, session.tenantId, input);
  await assertMayChangeRoles(db, session, [], { before: [], after: links.roleIds });
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [firstDepart] = links.departIds.length
      ? await tx.select({ orgCode: sysDepart.orgCode }).from(sysDepart).where(eq(sysDepart.id, links.departIds[0]))
      : [];
    const [row] = await tx
      .insert(sysUser)
      .values({
        ...values,
        passwordHash,
        orgCode: firstDepart?.orgCode ?? null,
        mustChangePassword: true,
        createBy: session.username,
        createTime: now,
        updateBy: session.username,
        updateTime: now,
      })
      .returning();
    await tx.insert(sysUserTenant).values({ userId: row.id, tenantId: session.tenantId });
    await replaceLinks(tx, row.id, session.tenantId, links);
    await recordDataLog(tx, { table: 'sys_user', record: row, by: session.username, at: now });
    return row;
  });
}

/** The user, when they belong to the session's tenant; otherwise 404. */
export async function requireTenantUser(db: Database, tenantId: number, id: string) {
  const [row] = await db
    .select()
    .from(sysUser)
    .where(and(eq(sysUser.id, id), userInTenant(tenantId)));
  if (!row) throw new AppError(404, USER_NOT_FOUND);
  return row;
}

export async function editUser(db: Database, session: SessionContext, input: UserEditRequest, now: Date) {
  const current = await requireTenantUser(db, session.tenantId, input.id);
  const values = userValues(input);
  if (current.id === session.userId && values.status === 2) throw fieldError('status', '不能冻结当前登录用户');
  await assertUnique(db, values, input.id);
  const links = await tenantLinks(db, session.tenantId, input);
  await assertMayChangeRoles(db, session, [current.id], { before: await tenantRoleIds(db, current.id, session.tenantId), after: links.roleIds });
  return db.transaction(async (tx) => {
    const row = await updateVersioned(tx, sysUser, input.id, input.version, { ...values, updateBy: session.username, updateTime: now }, USER_NOT_FOUND);
    await replaceLinks(tx, row.id, session.tenantId, links);
    await recordDataLog(tx, { table: 'sys_user', record: row, by: session.username, at: now });
    return row;
  });
}

/** Ids that all belong to the tenant (404 otherwise), never the signed-in user (422 `self`). */
export async function tenantUserIds(db: Database, session: SessionContext, ids: string[], selfMessage: string, delFlag = 0) {
  if (ids.length === 0) throw fieldError('ids', '请选择用户');
  if (ids.includes(session.userId)) throw fieldError('ids', selfMessage);
  const found = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(inArray(sysUser.id, ids), eq(sysUser.delFlag, delFlag), userInTenant(session.tenantId)));
  if (found.length !== ids.length) throw new AppError(404, USER_NOT_FOUND);
  return ids;
}

export async function endUserSessions(db: Database, userIds: string[]) {
  if (userIds.length) await db.delete(sysSession).where(inArray(sysSession.userId, userIds));
}

export async function setUsersStatus(db: Database, session: SessionContext, ids: string[], status: number, now: Date) {
  const userIds = await tenantUserIds(db, session, ids, '不能冻结当前登录用户');
  await db.transaction(async (tx) => {
    const rows = await tx.update(sysUser).set({ status, updateBy: session.username, updateTime: now }).where(inArray(sysUser.id, userIds)).returning();
    if (status === 2) await endUserSessions(tx, userIds);
    for (const row of rows) await recordDataLog(tx, { table: 'sys_user', record: row, by: session.username, at: now });
  });
  return userIds;
}

export async function resetPassword(db: Database, session: SessionContext, username: string, password: string, now: Date) {
  const [user] = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(eq(sysUser.username, username), eq(sysUser.delFlag, 0), userInTenant(session.tenantId)));
  if (!user) throw new AppError(404, USER_NOT_FOUND);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .update(sysUser)
      .set({ passwordHash, mustChangePassword: true, loginFailCount: 0, lockUntil: null, updateBy: session.username, updateTime: now })
      .where(eq(sysUser.id, user.id));
    await endUserSessions(tx, [user.id]);
  });
  return user.id;
}

export async function restoreUsers(db: Database, session: SessionContext, ids: string[], now: Date) {
  const userIds = await tenantUserIds(db, session, ids, '不能还原当前登录用户', 1);
  await db.update(sysUser).set({ delFlag: 0, updateBy: session.username, updateTime: now }).where(inArray(sysUser.id, userIds));
}

/** Deletes recycled users for good, with their role, department, tenant and session rows. */
export async function purgeUsers(db: Database, session: SessionContext, ids: string[]) {
  const userIds = await tenantUserIds(db, session, ids, '不能删除当前登录用户', 1);
  await db.transaction(async (tx) => {
    await tx.delete(sysUserRole).where(inArray(sysUserRole.userId, userIds));
    await tx.delete(sysUserDepart).where(inArray(sysUserDepart.userId, userIds));
    await tx.delete(sysUserTenant).where(inArray(sysUserTenant.userId, userIds));
    await endUserSessions(tx, userIds);
    await tx.delete(sysUser).where(inArray(sysUser.id, userIds));
  });
}

export { splitIds };
