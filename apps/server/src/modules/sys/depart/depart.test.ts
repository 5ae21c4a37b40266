import { describe, expect, it } from 'vitest';
import { apiTest } from '../../../../test/helper';
import { seedId } from '../../../db/seed/seed-id';

const { call, tokens } = apiTest(['admin', 'lina', 'hanlei']);

interface Node {
  id: string;
  title: string;
  orgCode: string;
  orgCategory: string;
  children?: Node[];
}
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
const depart = (orgCode: string) => seedId('depart', orgCode);

describe('department trees', () => {
  it('leaves out duty nodes unless loadDuty is true, and stays in the session tenant', async () => {
    const plain = flatten((await call('GET', '/api/sys/sysDepart/queryTreeList')).json().result);
    expect(plain.some((n) => n.orgCategory === '5')).toBe(false);
    expect(plain.map((n) => n.orgCode)).toContain('A01A01');
    expect(plain.some((n) => n.orgCode.startsWith('B'))).toBe(false);
    const withDuty = flatten((await call('GET', '/api/sys/sysDepart/queryTreeList?loadDuty=true')).json().result);
    expect(withDuty.some((n) => n.orgCategory === '5')).toBe(true);
    const tenant2 = flatten((await call('GET', '/api/sys/sysDepart/queryTreeList', tokens.hanlei)).json().result);
    expect(tenant2.every((n) => n.orgCode.startsWith('B'))).toBe(true);
  });

  it('belongToMe keeps only the user’s departments and what lies under them', async () => {
    const mine = (await call('GET', '/api/sys/sysDepart/queryTreeList?belongToMe=true&loadDuty=true', tokens.lina)).json().result as Node[];
    const all = flatten(mine);
    expect(all.length).toBeGreaterThan(0);
    const rootCodes = mine.map((n) => n.orgCode);
    expect(all.every((n) => rootCodes.some((code) => n.orgCode.startsWith(code)))).toBe(true);
    expect(all.some((n) => n.orgCode === 'A01')).toBe(false);
  });

  it('searches by name keeping the path to each match', async () => {
    const tree = (await call('GET', `/api/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('车队')}`)).json().result as Node[];
    expect(tree.map((n) => n.orgCode)).toEqual(['A01']);
    const names = flatten(tree).map((n) => n.title);
    expect(names).toEqual(expect.arrayContaining(['江城公交集团', '第一运营分公司', '第一车队', '第二车队']));
    expect(names).not.toContain('财务部');
  });

  it('loads one level lazily and gives the id tree', async () => {
    const roots = (await call('GET', '/api/sys/sysDepart/queryDepartTreeSync')).json().result as Array<Node & { isLeaf: boolean }>;
    expect(roots.map((n) => n.orgCode)).toEqual(['A01']);
    expect(roots[0].isLeaf).toBe(false);
    const level = (await call('GET', `/api/sys/sysDepart/queryDepartTreeSync?pid=${depart('A01')}`)).json().result as Node[];
    expect(level.map((n) => n.orgCode)).toContain('A01A05');
    const ids = (await call('GET', '/api/sys/sysDepart/queryIdTree')).json().result;
    expect(ids[0]).toMatchObject({ key: depart('A01'), value: depart('A01'), title: '江城公交集团' });
  });
});

describe('department writes', () => {
  it('generates the next org code under the parent and at the top', async () => {
    const child = await call('POST', '/api/sys/sysDepart/add', tokens.admin, { departName: '安全监察部', parentId: depart('A01'), orgCategory: '2' });
    expect(child.statusCode).toBe(200);
    expect(child.json().result.orgCode).toBe('A01A08');
    const grandchild = await call('POST', '/api/sys/sysDepart/add', tokens.admin, { departName: '安全员', parentId: child.json().result.id, orgCategory: '3' });
    expect(grandchild.json().result.orgCode).toBe('A01A08A01');
    const top = await call('POST', '/api/sys/sysDepart/add', tokens.admin, { departName: '江城旅游客运', orgCategory: '1' });
    expect(top.json().result.orgCode).toBe('B02');
    expect(top.json().result.tenantId).toBe(1);
  });

  it('gives two departments added at once under one parent different codes', async () => {
    const [a, b] = await Promise.all([
      call('POST', '/api/sys/sysDepart/add', tokens.admin, { departName: '并发甲', parentId: depart('A01A05'), orgCategory: '2' }),
      call('POST', '/api/sys/sysDepart/add', tokens.admin, { departName: '并发乙', parentId: depart('A01A05'), orgCategory: '2' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(new Set([a.json().result.orgCode, b.json().result.orgCode])).toEqual(new Set(['A01A05A02', 'A01A05A03']));
  });

  it('names the field of bad input', async () => {
    const res = await call('POST', '/api/sys/sysDepart/add', tokens.admin, { departName: '', orgCategory: '2' });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json().result.errors)).toContain('departName');
    const badParent = await call('POST', '/api/sys/sysDepart/add', tokens.admin, { departName: '甲', parentId: depart('B01'), orgCategory: '2' });
    expect(badParent.statusCode).toBe(422);
    expect(badParent.json().result.errors[0].field).toBe('parentId');
  });

  it('edits with a version: the stale second save is a 409', async () => {
    const current = (await call('GET', `/api/sys/sysDepart/queryById?id=${depart('A01A04')}`)).json().result;
    const body = {
      id: current.id,
      departName: '财务管理部',
      parentId: current.parentId,
      orgCategory: '2',
      departOrder: 3,
      status: '1',
      version: current.version,
    };
    const first = await call('PUT', '/api/sys/sysDepart/edit', tokens.admin, body);
    expect(first.statusCode).toBe(200);
    expect(first.json().result.departName).toBe('财务管理部');
    expect((await call('PUT', '/api/sys/sysDepart/edit', tokens.admin, { ...body, departName: '旧名' })).statusCode).toBe(409);
  });

  it('refuses a parent change that would make a cycle, and moves codes with the department', async () => {
    const team = (await call('GET', `/api/sys/sysDepart/queryById?id=${depart('A01A06')}`)).json().result;
    const cycle = await call('PUT', '/api/sys/sysDepart/edit', tokens.admin, { ...team, parentId: depart('A01A06A01'), version: team.version });
    expect(cycle.statusCode).toBe(422);
    expect(cycle.json().message).toContain('上级部门不能是本部门或其下级部门');
    const station = (await call('GET', `/api/sys/sysDepart/queryById?id=${depart('A01A07A02')}`)).json().result;
    const moved = await call('PUT', '/api/sys/sysDepart/edit', tokens.admin, { ...station, parentId: depart('A01A06'), version: station.version });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().result.orgCode).toBe('A01A06A04');
    const child = (await call('GET', `/api/sys/sysDepart/queryById?id=${depart('A01A07A02A01')}`)).json().result;
    expect(child.orgCode).toBe('A01A06A04A01');
  });

  it('refuses to delete a department with users or children, naming the reason', async () => {
    const withUsers = await call('DELETE', `/api/sys/sysDepart/delete?id=${depart('A01A05')}`);
    expect(withUsers.statusCode).toBe(422);
    expect(withUsers.json().message).toMatch(/该部门下还有 \d+ 名用户，不能删除/);
    const created = (await call('POST', '/api/sys/sysDepart/add', tokens.admin, { departName: '临时部', parentId: depart('A01'), orgCategory: '2' })).json()
      .result;
    await call('POST', '/api/sys/sysDepart/add', tokens.admin, { departName: '临时组', parentId: created.id, orgCategory: '2' });
    const withChildren = await call('DELETE', `/api/sys/sysDepart/delete?id=${created.id}`);
    expect(withChildren.statusCode).toBe(422);
    expect(withChildren.json().message).toContain('请先删除下级部门');
  });

  it('deletes a batch all or nothing', async () => {
    const a = (await call('POST', '/api/sys/sysDepart/add', tokens.admin, { departName: '待删甲', orgCategory: '1' })).json().result;
    const refused = await call('DELETE', `/api/sys/sysDepart/deleteBatch?ids=${a.id},${depart('A01A05')}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('信息中心');
    expect((await call('GET', `/api/sys/sysDepart/queryById?id=${a.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/sys/sysDepart/deleteBatch?ids=${a.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/sys/sysDepart/queryById?id=${a.id}`)).statusCode).toBe(404);
  });

  it('refuses users without the permission and hides other tenants', async () => {
    expect((await call('POST', '/api/sys/sysDepart/add', tokens.lina, { departName: '甲', orgCategory: '2' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/sys/sysDepart/delete?id=${depart('A01A05')}`, tokens.lina)).statusCode).toBe(403);
    expect((await call('GET', `/api/sys/user/departUserList?depId=${depart('A01A05')}`, tokens.lina)).statusCode).toBe(403);
    expect((await call('GET', `/api/sys/sysDepart/queryById?id=${depart('B01A01')}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/sys/sysDepart/delete?id=${depart('B01A02')}`)).statusCode).toBe(404);
  });
});

describe('department users', () => {
  it('lists, adds and removes the users of a department', async () => {
    const dep = (await call('POST', '/api/sys/sysDepart/add', tokens.admin, { departName: '用户测试部', parentId: depart('A01'), orgCategory: '2' })).json()
      .result;
    const empty = await call('GET', `/api/sys/user/departUserList?depId=${dep.id}`);
    expect(empty.json().result.total).toBe(0);
    const add = await call('POST', '/api/sys/user/editSysDepartWithUser', tokens.admin, { depId: dep.id, userIdList: [seedId('user', 'lina')] });
    expect(add.statusCode).toBe(200);
    const list = (await call('GET', `/api/sys/user/departUserList?depId=${dep.id}`)).json().result;
    expect(list.records.map((u: { username: string }) => u.username)).toEqual(['lina']);
    expect(list.records[0].status_dictText).toBe('正常');
    expect((await call('DELETE', `/api/sys/sysDepart/delete?id=${dep.id}`)).json().message).toBe('该部门下还有 1 名用户，不能删除');
    const removed = await call('DELETE', `/api/sys/user/deleteUserInDepart?depId=${dep.id}&userId=${seedId('user', 'lina')}`);
    expect(removed.statusCode).toBe(200);
    expect((await call('DELETE', `/api/sys/sysDepart/delete?id=${dep.id}`)).statusCode).toBe(200);
  });

  it('refuses users of another tenant', async () => {
    const res = await call('POST', '/api/sys/user/editSysDepartWithUser', tokens.admin, { depId: depart('A01A05'), userIdList: [seedId('user', 'hanlei')] });
    expect(res.statusCode).toBe(422);
    expect(res.json().result.errors[0].field).toBe('userIdList');
  });
});
