/**
 * What a process knows of its initiator from the start: `initiator` (user name), `initiatorName`
 * (real name), `initiatorDept` (the current department's code) and `initiatorDeptLeader`: the
 * department manager (position 部门经理) of the initiator's department, or of the nearest department
 * above it that has one, never the initiator themself (a manager's leave goes to the manager above).
 */
import type { Database } from '../../../db/client';
import { plainStatement } from '../../../db/reusable-query';

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

/** a manager of the initiator's department or of one above it */
interface Leader {
  username: string;
  orgCode: string;
  orgCategory: string | null;
}

/**
 * The initiator's name and department, and the managers of that department and of those above it
 * (the departments whose code is the initiator's with 0, 3, 6 ... characters cut off, as
 * `ancestors`), in one statement: 发起 waits for one round trip, not two.
 */
const initiatorWithLeaders = plainStatement<{ realname: string | null; orgCode: string | null; leaders: Leader[] }>(`
  select u.realname, u.org_code as "orgCode",
    (select coalesce(json_agg(json_build_object('username', m.username, 'orgCode', d.org_code, 'orgCategory', d.org_category)), '[]'::json)
     from sys_depart d
     inner join sys_user_depart ud on ud.dep_id = d.id
     inner join sys_user m on m.id = ud.user_id
     inner join sys_user_tenant ut on ut.user_id = m.id and ut.tenant_id = $1::int
     where d.org_code = any(array(select left(u.org_code, length(u.org_code) - 3 * k) from generate_series(0, (length(u.org_code) - 3) / 3) k))
       and m.post = '${LEADER_POST}' and m.del_flag = 0 and m.status = 1 and m.username <> u.username) as leaders
  from sys_user u where u.username = $2::text`);

export async function initiatorVariables(db: Database, tenantId: number, username: string): Promise<InitiatorVariables> {
  const [user] = await initiatorWithLeaders(db, [tenantId, username]);
  const variables: InitiatorVariables = {
    initiator: username,
    initiatorName: user?.realname ?? username,
    initiatorDept: user?.orgCode ?? null,
    initiatorDeptLeader: null,
  };
  if (!user?.orgCode) return variables;
  const codes = ancestors(user.orgCode);
  for (const code of codes) {
    const found = user.leaders
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
