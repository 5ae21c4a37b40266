import { and, asc, eq } from 'drizzle-orm';
import type { Depart, SignedInBy, Tenant, UserInfo } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { sysDepart, sysUserDepart } from '../depart/depart.table';
import { sysTenant, sysUserTenant } from '../tenant/tenant.table';
import { sysUser } from './user.table';

export type UserRow = typeof sysUser.$inferSelect;

export const USER_STATUS_FROZEN = 2;

export async function findUserByUsername(db: Database, username: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(sysUser)
    .where(and(eq(sysUser.username, username), eq(sysUser.delFlag, 0)))
    .limit(1);
  return user;
}

export async function findUserByPhone(db: Database, phone: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(sysUser)
    .where(and(eq(sysUser.phone, phone), eq(sysUser.delFlag, 0)))
    .limit(1);
  return user;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(sysUser).where(eq(sysUser.id, id)).limit(1);
  return user;
}

export async function getUserDeparts(db: Database, userId: string): Promise<Depart[]> {
  return db
    .select({ id: sysDepart.id, departName: sysDepart.departName, orgCode: sysDepart.orgCode })
    .from(sysDepart)
    .innerJoin(sysUserDepart, eq(sysUserDepart.depId, sysDepart.id))
    .where(and(eq(sysUserDepart.userId, userId), eq(sysDepart.delFlag, 0)))
    .orderBy(asc(sysDepart.departOrder), asc(sysDepart.orgCode));
}

export async function getUserTenants(db: Database, userId: string): Promise<Tenant[]> {
  return db
    .select({ id: sysTenant.id, name: sysTenant.name })
    .from(sysTenant)
    .innerJoin(sysUserTenant, eq(sysUserTenant.tenantId, sysTenant.id))
    .where(and(eq(sysUserTenant.userId, userId), eq(sysTenant.status, 1)))
    .orderBy(asc(sysTenant.id));
}

export async function setUserOrgCode(db: Database, userId: string, orgCode: string | null, now: Date): Promise<void> {
  await db.update(sysUser).set({ orgCode, updateTime: now }).where(eq(sysUser.id, userId));
}

export function toUserInfo(user: UserRow, tenantId: number, signedInBy: SignedInBy = 'password'): UserInfo {
  return {
    id: user.id,
    username: user.username,
    realname: user.realname,
    avatar: user.avatar,
    tenantid: tenantId,
    orgCode: user.orgCode,
    mustChangePassword: user.mustChangePassword,
    signedInBy,
  };
}
