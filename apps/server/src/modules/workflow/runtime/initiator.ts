/**
 * What a process knows of its initiator from the start: `initiator` (user name), `initiatorName`
 * (real name), `initiatorDept` (the current department's code) and `initiatorDeptLeader`: the
 * department manager (position 部门经理) of the initiator's department, or of the nearest department
 * above it that has one, never the initiator themself (a manager's leave goes to the manager above).
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { reusableQuery } from '../../../db/reusable-query';
import { sysDepart, sysUserDepart } from '../../sys/depart/depart.table';
import { sysUserTenant } from '../../sys/tenant/tenant.table';
import { sysUser } from '../../sys/user/user.table';

export const LEADER_POST = 'manager';
/** department kinds of the org tree whose manager leads the people below (company, department) */
const LEADING_KINDS = new Set(['1', '2']);

const ancestors = (orgCode: string) => {
  const codes: string[] = [];
  for (let code = orgCode; code.length >= 3; code = code.slice(0, -3)) codes.push(code);
  return codes;
};

export interface InitiatorVariables {
  initiator: string;
  initiatorName: string;
  initiatorDept: string | null;
  initiatorDeptLeader: string | null;
}

const userByName = reusableQuery((db) =>
  db
    .select({ realname: sysUser.realname, orgCode: sysUser.orgCode })
    .from(sysUser)
    .where(eq(sysUser.username, sql.placeholder('username')))
    .prepare('wf_initiator_user'),
);

/**
 * The managers of the initiator's department and of those above it: the departments whose code
 * is the initiator's with 0, 3, 6 ... characters cut off (`ancestors`), worked out in the statement
 * so that it needs nothing from the user look-up and runs beside it.
 */
const leadersOf = reusableQuery((db) =>
  db
    .select({ username: sysUser.username, orgCode: sysDepart.orgCode, orgCategory: sysDepart.orgCategory })
    .from(sysDepart)
    .innerJoin(sysUserDepart, eq(sysUserDepart.depId, sysDepart.id))
    .innerJoin(sysUser, eq(sysUser.id, sysUserDepart.userId))
    .innerJoin(sysUserTenant, and(eq(sysUserTenant.userId, sysUser.id), eq(sysUserTenant.tenantId, sql.placeholder('tenantId'))))
    .where(
      and(
        sql`${sysDepart.orgCode} = any(array(
          select left(u.org_code, length(u.org_code) - 3 * k) from ${sysUser} u, generate_series(0, (length(u.org_code) - 3) / 3) k
          where u.username = ${sql.placeholder('username')}
        ))`,
        eq(sysUser.post, LEADER_POST),
        eq(sysUser.delFlag, 0),
        eq(sysUser.status, 1),
        ne(sysUser.username, sql.placeholder('username')),
      ),
    )
    .prepare('wf_initiator_leaders'),
);

export async function initiatorVariables(db: Database, tenantId: number, username: string): Promise<InitiatorVariables> {
  const [[user], leaders] = await Promise.all([userByName(db, { username }), leadersOf(db, { tenantId, username })]);
  const variables: InitiatorVariables = {
    initiator: username,
    initiatorName: user?.realname ?? username,
    initiatorDept: user?.orgCode ?? null,
    initiatorDeptLeader: null,
  };
  if (!user?.orgCode) return variables;
  const codes = ancestors(user.orgCode);
  for (const code of codes) {
    const found = leaders
      .filter((row) => row.orgCode === code && LEADING_KINDS.has(row.orgCategory ?? ''))
      .map((row) => row.username)
      .sort();
    if (found.length) {
      variables.initiatorDeptLeader = found[0];
      break;
    }
  }
  return variables;
}
