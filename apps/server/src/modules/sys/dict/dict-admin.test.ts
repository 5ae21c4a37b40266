import { describe, expect, it } from 'vitest';
import { apiTest } from '../../../../test/helper';

const { call, tokens } = apiTest(['admin', 'lina']);

async function makeDict(code: string) {
  const dict = (await call('POST', '/api/sys/dict/add', tokens.admin, { dictName: '车辆颜色', dictCode: code, description: '测试' })).json().result;
  await call('POST', '/api/sys/dictItem/add', tokens.admin, { dictId: dict.id, itemText: '红色', itemValue: 'red', sortOrder: 1 });
  await call('POST', '/api/sys/dictItem/add', tokens.admin, { dictId: dict.id, itemText: '绿色', itemValue: 'green', sortOrder: 2 });
  return dict;
}

describe('dictionary administration', () => {
  it('adds a dictionary with items that getDictItems then serves', async () => {
    await makeDict('bus_color');
    const items = (await call('GET', '/api/sys/dict/getDictItems/bus_color')).json().result;
    expect(items.map((i: { text: string }) => i.text)).toEqual(['红色', '绿色']);
    const list = (await call('GET', '/api/sys/dict/list?dictCode=bus_color')).json().result;
    expect(list.records).toHaveLength(1);
    const byName = (await call('GET', `/api/sys/dict/list?dictName=${encodeURIComponent('颜色')}`)).json().result;
    expect(byName.records.map((r: { dictCode: string }) => r.dictCode)).toContain('bus_color');
  });

  it('serves a dictionary whose code names a built-in object property to every signed-in user', async () => {
    await makeDict('constructor');
    await makeDict('toString');
    const all = await call('GET', '/api/sys/dict/queryAllDictItems', tokens.lina);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().result.constructor.map((i: { text: string }) => i.text)).toEqual(['红色', '绿色']);
    expect(all.json().result.toString).toHaveLength(2);
    expect((await call('GET', '/api/sys/dict/getDictItems/constructor', tokens.lina)).json().result).toHaveLength(2);
  });

  it('refuses a duplicate code and a duplicate item value with 422 naming the field', async () => {
    const dup = await call('POST', '/api/sys/dict/add', tokens.admin, { dictName: '性别2', dictCode: 'sex' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().result.errors[0].field).toBe('dictCode');
    const dict = (await call('GET', '/api/sys/dict/list?dictCode=sex')).json().result.records[0];
    const item = await call('POST', '/api/sys/dictItem/add', tokens.admin, { dictId: dict.id, itemText: '男2', itemValue: '1' });
    expect(item.statusCode).toBe(422);
    expect(item.json().result.errors[0].field).toBe('itemValue');
    const bad = await call('POST', '/api/sys/dict/add', tokens.admin, { dictName: '', dictCode: '1bad' });
    expect(bad.statusCode).toBe(422);
  });

  it('soft deletes to the recycle list, restores and purges', async () => {
    const dict = await makeDict('bus_trim');
    expect((await call('DELETE', `/api/sys/dict/delete?id=${dict.id}`)).statusCode).toBe(200);
    expect((await call('GET', '/api/sys/dict/getDictItems/bus_trim')).json().result).toEqual([]);
    expect((await call('GET', '/api/sys/dict/queryAllDictItems')).json().result.bus_trim).toBeUndefined();
    expect((await call('GET', '/api/sys/dict/list?dictCode=bus_trim')).json().result.total).toBe(0);
    const recycled = (await call('GET', '/api/sys/dict/deleteList')).json().result.records;
    expect(recycled.map((r: { dictCode: string }) => r.dictCode)).toEqual(['bus_trim']);
    expect((await call('PUT', `/api/sys/dict/back/${dict.id}`)).statusCode).toBe(200);
    expect((await call('GET', '/api/sys/dict/getDictItems/bus_trim')).json().result).toHaveLength(2);
    await call('DELETE', `/api/sys/dict/delete?id=${dict.id}`);
    expect((await call('DELETE', `/api/sys/dict/deletePhysic/${dict.id}`)).statusCode).toBe(200);
    expect((await call('GET', '/api/sys/dict/deleteList')).json().result.total).toBe(0);
    // the code is free again once purged
    expect((await call('POST', '/api/sys/dict/add', tokens.admin, { dictName: '再建', dictCode: 'bus_trim' })).statusCode).toBe(200);
  });

  it('edits dictionaries and items with a version (stale: 409)', async () => {
    const dict = await makeDict('bus_door');
    const body = { id: dict.id, dictName: '车门', dictCode: 'bus_door', version: dict.version };
    expect((await call('PUT', '/api/sys/dict/edit', tokens.admin, body)).statusCode).toBe(200);
    expect((await call('PUT', '/api/sys/dict/edit', tokens.admin, body)).statusCode).toBe(409);
    const items = (await call('GET', `/api/sys/dictItem/list?dictId=${dict.id}`)).json().result.records;
    // the items of no dictionary are none, not every dictionary's
    expect((await call('GET', '/api/sys/dictItem/list')).json().result).toMatchObject({ records: [], total: 0 });
    expect(items.map((i: { itemValue: string }) => i.itemValue)).toEqual(['red', 'green']);
    const item = items[0];
    const edit = { ...item, itemText: '深红', version: item.version };
    expect((await call('PUT', '/api/sys/dictItem/edit', tokens.admin, edit)).statusCode).toBe(200);
    expect((await call('PUT', '/api/sys/dictItem/edit', tokens.admin, edit)).statusCode).toBe(409);
    const filtered = (await call('GET', `/api/sys/dictItem/list?dictId=${dict.id}&itemText=${encodeURIComponent('深')}`)).json().result.records;
    expect(filtered.map((i: { itemText: string }) => i.itemText)).toEqual(['深红']);
    expect((await call('DELETE', `/api/sys/dictItem/deleteBatch?ids=${items.map((i: { id: string }) => i.id).join(',')}`)).statusCode).toBe(200);
    expect((await call('GET', '/api/sys/dict/getDictItems/bus_door')).json().result).toEqual([]);
  });

  it('refreshes the cache truthfully and refuses users without the permission', async () => {
    const refresh = await call('GET', '/api/sys/dict/refleshCache', tokens.lina);
    expect(refresh.json()).toMatchObject({ success: true, message: '刷新缓存完成！' });
    expect((await call('GET', '/api/sys/dict/list', tokens.lina)).statusCode).toBe(403);
    expect((await call('POST', '/api/sys/dict/add', tokens.lina, { dictName: '甲', dictCode: 'abc' })).statusCode).toBe(403);
    expect((await call('DELETE', '/api/sys/dictItem/delete?id=x', tokens.lina)).statusCode).toBe(403);
  });
});
