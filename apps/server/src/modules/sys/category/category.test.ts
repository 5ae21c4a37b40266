import { describe, expect, it } from 'vitest';
import { apiTest } from '../../../../test/helper';
import { seedId } from '../../../db/seed/seed-id';

const { call, tokens } = apiTest(['admin', 'lina']);

describe('categories', () => {
  it('pages the roots and loads children lazily', async () => {
    const roots = (await call('GET', '/api/sys/category/rootList')).json().result;
    expect(roots.records.map((r: { code: string }) => r.code)).toEqual(['A01', 'A02']);
    expect(roots.records[0].hasChild).toBe('1');
    const children = (await call('GET', `/api/sys/category/childList?pid=${seedId('category', 'A01')}`)).json().result;
    expect(children.map((c: { name: string }) => c.name)).toEqual(['纯电动公交', '混合动力公交', '柴油公交']);
    const treeRoot = (await call('GET', '/api/sys/category/loadTreeRoot', tokens.lina)).json().result;
    expect(treeRoot[0]).toMatchObject({ title: '车辆类型', isLeaf: false });
    const leafs = (await call('GET', `/api/sys/category/loadTreeChildren?pid=${seedId('category', 'A02')}`, tokens.lina)).json().result;
    expect(leafs.every((n: { isLeaf: boolean }) => n.isLeaf)).toBe(true);
  });

  it('adds with a generated code, edits with a version and refuses deleting a parent', async () => {
    const child = await call('POST', '/api/sys/category/add', tokens.admin, { pid: seedId('category', 'A02'), name: '定制公交' });
    expect(child.json().result.code).toBe('A02A04');
    const root = (await call('POST', '/api/sys/category/add', tokens.admin, { name: '站点类型' })).json().result;
    expect(root.code).toBe('A03');
    const sub = (await call('POST', '/api/sys/category/add', tokens.admin, { pid: root.id, name: '枢纽站' })).json().result;
    expect(sub.code).toBe('A03A01');
    const refused = await call('DELETE', `/api/sys/category/delete?id=${root.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('请先删除子分类');
    const body = { id: sub.id, pid: root.id, name: '公交枢纽站', version: sub.version };
    expect((await call('PUT', '/api/sys/category/edit', tokens.admin, body)).statusCode).toBe(200);
    expect((await call('PUT', '/api/sys/category/edit', tokens.admin, body)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/sys/category/delete?id=${sub.id}`)).statusCode).toBe(200);
    const rootAfter = (await call('GET', '/api/sys/category/rootList?code=A03')).json().result.records[0];
    expect(rootAfter.hasChild).toBe('0');
    expect((await call('DELETE', `/api/sys/category/delete?id=${root.id}`)).statusCode).toBe(200);
  });

  it('names the field of bad input and refuses users without the permission', async () => {
    const bad = await call('POST', '/api/sys/category/add', tokens.admin, { name: '' });
    expect(bad.json().result.errors[0].field).toBe('name');
    expect((await call('GET', '/api/sys/category/rootList', tokens.lina)).statusCode).toBe(403);
    expect((await call('POST', '/api/sys/category/add', tokens.lina, { name: '甲' })).statusCode).toBe(403);
  });
});
