import { describe, expect, it } from 'vitest';
import { apiTest } from '../../../../test/helper';
import { seedId } from '../../../db/seed/seed-id';

const { call, tokens } = apiTest(['admin', 'lina', 'hanlei']);

describe('positions', () => {
  it('lists with the rank text and searches by name', async () => {
    const page = (await call('GET', `/api/sys/position/list?name=${encodeURIComponent('调度')}`)).json().result;
    expect(page.records).toHaveLength(1);
    expect(page.records[0]).toMatchObject({ code: 'dispatcher', postRank: '2', postRank_dictText: '助级' });
    const all = (await call('GET', '/api/sys/position/queryAll', tokens.lina)).json().result;
    expect(all.length).toBe(10);
  });

  it('adds, edits with a version and deletes', async () => {
    const added = await call('POST', '/api/sys/position/add', tokens.admin, { code: 'mechanic', name: '机修工', postRank: '2' });
    expect(added.statusCode).toBe(200);
    const row = added.json().result;
    const body = { id: row.id, code: 'mechanic', name: '高级机修工', postRank: '3', version: row.version };
    expect((await call('PUT', '/api/sys/position/edit', tokens.admin, body)).json().result.name).toBe('高级机修工');
    expect((await call('PUT', '/api/sys/position/edit', tokens.admin, body)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/sys/position/delete?id=${row.id}`)).statusCode).toBe(200);
  });

  it('refuses a duplicate code naming the field, users without permission, and other tenants', async () => {
    const dup = await call('POST', '/api/sys/position/add', tokens.admin, { code: 'driver', name: '驾驶员2', postRank: '1' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().result.errors[0].field).toBe('code');
    expect((await call('GET', '/api/sys/position/list', tokens.lina)).statusCode).toBe(403);
    expect((await call('POST', '/api/sys/position/add', tokens.lina, { code: 'x1', name: '甲', postRank: '1' })).statusCode).toBe(403);
    expect((await call('GET', '/api/sys/position/list', tokens.hanlei)).statusCode).toBe(403);
    // tenant 2 sees none of tenant 1's positions through the picker
    expect((await call('GET', '/api/sys/position/queryAll', tokens.hanlei)).json().result).toEqual([]);
    expect((await call('DELETE', `/api/sys/position/delete?id=${seedId('position', 'driver')}`, tokens.admin)).statusCode).toBe(200);
  });
});

describe('data rules on the 职务管理 menu', () => {
  it('narrow the position list of the roles they are granted to, and stop when removed', async () => {
    const permissionId = seedId('permission', 'system-position');
    const before = (await call('GET', '/api/sys/position/list?pageSize=100')).json().result;
    expect(before.records.some((r: { postRank: string }) => r.postRank !== '2')).toBe(true);

    const rule = await call('POST', '/api/sys/permission/addPermissionRule', tokens.admin, {
      permissionId,
      ruleName: '只看助级',
      ruleColumn: 'postRank',
      ruleConditions: '=',
      ruleValue: '2',
    });
    expect(rule.statusCode).toBe(200);
    const grant = await call('POST', '/api/sys/role/datarule', tokens.admin, {
      roleId: seedId('role', 'admin'),
      permissionId,
      dataRuleIds: rule.json().result.id,
    });
    expect(grant.statusCode).toBe(200);

    const narrowed = (await call('GET', '/api/sys/position/list?pageSize=100')).json().result;
    expect(narrowed.records.length).toBeGreaterThan(0);
    expect(narrowed.records.every((r: { postRank: string }) => r.postRank === '2')).toBe(true);
    expect(narrowed.total).toBe(narrowed.records.length);

    expect((await call('DELETE', `/api/sys/permission/deletePermissionRule?id=${rule.json().result.id}`)).statusCode).toBe(200);
    expect((await call('GET', '/api/sys/position/list?pageSize=100')).json().result.total).toBe(before.total);
  });
});
