import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/helper';
import type { DatabaseHandle } from '../../../db/client';
import { initiatorVariables, LEADER_POST } from './initiator';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

/**
 * What a process knows of its initiator, worked out here from the tables the plain way: the
 * department manager of the initiator's department or of the nearest one above that has one
 * (codes cut by three characters), never the initiator themself.
 */
async function expected(username: string, tenantId: number) {
  const users = (
    await handle.raw<{ id: string; username: string; realname: string; org_code: string | null; post: string | null; status: number; del_flag: number }>(
      'select id, username, realname, org_code, post, status, del_flag from sys_user',
    )
  ).rows;
  const departs = (await handle.raw<{ id: string; org_code: string; org_category: string }>('select id, org_code, org_category from sys_depart')).rows;
  const memberships = (await handle.raw<{ user_id: string; dep_id: string }>('select user_id, dep_id from sys_user_depart')).rows;
  const tenants = (await handle.raw<{ user_id: string }>('select user_id from sys_user_tenant where tenant_id = $1', [tenantId])).rows;
  const user = users.find((u) => u.username === username)!;
  let leader: string | null = null;
  for (let code = user.org_code ?? ''; code.length >= 3 && !leader; code = code.slice(0, -3)) {
    const depart = departs.find((d) => d.org_code === code);
    if (!depart || !['1', '2'].includes(depart.org_category)) continue;
    const managers = memberships
      .filter((m) => m.dep_id === depart.id)
      .map((m) => users.find((u) => u.id === m.user_id)!)
      .filter((u) => u.post === LEADER_POST && u.status === 1 && u.del_flag === 0 && u.username !== username && tenants.some((t) => t.user_id === u.id))
      .map((u) => u.username)
      .sort();
    leader = managers[0] ?? null;
  }
  return { initiator: username, initiatorName: user.realname, initiatorDept: user.org_code, initiatorDeptLeader: leader };
}

describe("the initiator's variables", () => {
  it('name the nearest department manager above every seeded user, as the tables say', async () => {
    const users = (await handle.raw<{ username: string }>(`select username from sys_user where org_code is not null order by username`)).rows;
    expect(users.length).toBeGreaterThan(10);
    let withLeader = 0;
    for (const { username } of users) {
      const actual = await initiatorVariables(handle.db, 1, username);
      expect(actual, username).toEqual(await expected(username, 1));
      if (actual.initiatorDeptLeader) withLeader += 1;
    }
    // the demo company has managers: most people have one above them, the managers at the top do not
    expect(withLeader).toBeGreaterThan(0);
    expect(withLeader).toBeLessThan(users.length);
  });

  it('name nobody for a user without a department', async () => {
    expect(await initiatorVariables(handle.db, 1, 'nobody-here')).toEqual({
      initiator: 'nobody-here',
      initiatorName: 'nobody-here',
      initiatorDept: null,
      initiatorDeptLeader: null,
    });
  });
});
