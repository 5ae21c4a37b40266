import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, buildTestApp, signIn, type TestContext } from '../../../../test/helper';

let ctx: TestContext;
let lina: string;
let hanlei: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  lina = await signIn(ctx.app, 'lina');
  hanlei = await signIn(ctx.app, 'hanlei'); // tenant 2
});
afterAll(() => ctx.close());

const get = (url: string, token = lina) => ctx.app.inject({ method: 'GET', url, headers: authHeaders(token) });
const tree = (params: Record<string, string>, token = lina) => get(`/api/sys/dict/loadTreeData?${new URLSearchParams(params)}`, token);
const departTree = { tableName: 'sys_depart', text: 'depart_name', code: 'id', pidField: 'parent_id' };

describe('lazy dictionary tree (loadTreeData)', () => {
  it('loads the roots, then the children of a node, with leaf flags', async () => {
    const roots = (await tree(departTree)).json().result;
    expect(roots.map((n: { title: string }) => n.title)).toEqual(['江城公交集团']);
    expect(roots[0]).toMatchObject({ leaf: false, isLeaf: false });
    const children = (await tree({ ...departTree, pid: roots[0].key })).json().result;
    expect(children.map((n: { title: string }) => n.title)).toContain('第一运营分公司');
    expect(children.every((n: { parentId: string }) => n.parentId === roots[0].key)).toBe(true);
  });

  it('only shows the caller tenant', async () => {
    const roots = (await tree(departTree, hanlei)).json().result;
    expect(roots.map((n: { title: string }) => n.title)).toEqual(['江城城郊客运']);
  });

  it('filters by a JSON condition of allowlisted columns', async () => {
    const roots = (await tree(departTree)).json().result;
    const res = await tree({ ...departTree, pid: roots[0].key, condition: JSON.stringify({ org_category: '1' }) });
    expect(
      res
        .json()
        .result.map((n: { title: string }) => n.title)
        .sort(),
    ).toEqual(['第一运营分公司', '第二运营分公司'].sort());
  });

  it('uses has_child when named', async () => {
    const res = await tree({ tableName: 'sys_category', text: 'name', code: 'id', pidField: 'pid', hasChildField: 'has_child' });
    expect(res.statusCode).toBe(200);
    for (const node of res.json().result) expect(typeof node.leaf).toBe('boolean');
  });

  it.each([
    [{ ...departTree, tableName: 'sys_user_tenant' }, 'tableName'],
    [{ ...departTree, tableName: 'sys_depart;drop table sys_user' }, 'tableName'],
    [{ ...departTree, tableName: 'pg_catalog.pg_authid' }, 'tableName'],
    [{ ...departTree, text: 'password_hash' }, 'text'],
    [{ ...departTree, text: 'depart_name || (select password_hash from sys_user limit 1)' }, 'text'],
    [{ ...departTree, code: '1=1' }, 'code'],
    [{ ...departTree, pidField: 'parent_id) or (1=1' }, 'pidField'],
    [{ ...departTree, hasChildField: 'tenant_id' }, 'hasChildField'],
    [{ ...departTree, condition: 'tenant_id = 2' }, 'condition'],
    [{ ...departTree, condition: '[1]' }, 'condition'],
    [{ ...departTree, condition: JSON.stringify({ tenant_id: 2 }) }, 'condition'],
    [{ ...departTree, condition: JSON.stringify({ 'status = status or 1': '1' }) }, 'condition'],
    // names of built-in object properties are not names of any registered table or column
    [{ ...departTree, tableName: 'constructor' }, 'tableName'],
    [{ ...departTree, tableName: '__proto__' }, 'tableName'],
    [{ ...departTree, text: 'toString' }, 'text'],
    [{ ...departTree, code: 'hasOwnProperty' }, 'code'],
    [{ ...departTree, pidField: 'constructor' }, 'pidField'],
    [{ ...departTree, condition: '{"__proto__": "1"}' }, 'condition'],
    [{ ...departTree, condition: JSON.stringify({ constructor: '1' }) }, 'condition'],
  ])('refuses hostile names with 422 naming the parameter: %j', async (params, field) => {
    const res = await tree(params as Record<string, string>);
    expect(res.statusCode).toBe(422);
    expect(res.json().result.errors[0].field).toBe(field);
  });

  it('explains a condition that is not a JSON object', async () => {
    const res = await tree({ ...departTree, condition: 'status=1' });
    expect(res.json().message).toBe('树选择的 condition 参数不正确，需要 JSON 对象字符串');
  });
});

describe('search-select and labels (loadDict, loadDictItem)', () => {
  it('searches a table dictionary by keyword within the tenant', async () => {
    const res = (await get(`/api/sys/dict/loadDict/dynamic_user?keyword=${encodeURIComponent('张')}&pageSize=10`)).json().result;
    expect(res.map((o: { text: string }) => o.text)).toEqual(['张伟']);
    expect(res[0]).toEqual({ value: 'zhangwei', text: '张伟', label: '张伟', title: '张伟' });
    const other = (await get(`/api/sys/dict/loadDict/dynamic_user?keyword=${encodeURIComponent('赵')}`, hanlei)).json().result;
    expect(other).toEqual([]);
  });

  it('searches a sys_dict dictionary too, and caps the page size', async () => {
    expect((await get(`/api/sys/dict/loadDict/priority?keyword=${encodeURIComponent('紧急')}`)).json().result.map((o: { value: string }) => o.value)).toEqual([
      'H',
    ]);
    expect((await get('/api/sys/dict/loadDict/dynamic_user?pageSize=5')).json().result).toHaveLength(5);
    expect((await get('/api/sys/dict/loadDict/dynamic_user?pageSize=100000')).statusCode).toBe(422);
  });

  it('turns stored values into labels, keeping unknown values as they are', async () => {
    const res = await get('/api/sys/dict/loadDictItem/dynamic_user?key=gaofeng,zhaolei,ghost');
    expect(res.json().result).toEqual(['高峰', '赵磊', 'ghost']);
    expect((await get('/api/sys/dict/loadDictItem/sex?key=2')).json().result).toEqual(['女']);
  });

  it('an unregistered table,text,code string is just an unknown dictionary code', async () => {
    const res = await get(`/api/sys/dict/loadDict/${encodeURIComponent('sys_user,password_hash,username')}`);
    expect(res.json().result).toEqual([]);
  });
});

describe('dynamic dictionaries', () => {
  it('lists a dynamic_ table dictionary', async () => {
    const res = (await get('/api/sys/dict/dynamic/dynamic_position')).json().result;
    expect(res.map((o: { value: string }) => o.value)).toContain('driver');
  });

  it('refuses a code without the dynamic_ prefix', async () => {
    const res = await get('/api/sys/dict/dynamic/sys_depart');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('dictCode must start with dynamic_');
  });
});
