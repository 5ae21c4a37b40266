/**
 * What a process knows of its initiator from the start: `initiator` (user name), `initiatorName`
 * (real name), `initiatorDept` (the current department's code) and `initiatorDeptLeader`: the
 * department manager (position 部门经理) of the initiator's department, or of the nearest department
 * above it that has one, never the initiator themself (a manager's leave goes to the manager above).
 */
import type { Database } from '../../../db/client';
import { userDirectory } from '../../sys';

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

/** The initiator's name, department and the managers above come in one statement (one round trip before 发起). */
export async function initiatorVariables(db: Database, tenantId: number, username: string): Promise<InitiatorVariables> {
  const user = await userDirectory.userWithLeaders(db, { tenantId, username, leaderPost: LEADER_POST });
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
