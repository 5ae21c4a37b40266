import { describe, expect, it } from 'vitest';
import { apiTest } from '../../../../test/helper';
import { seedId } from '../../../db/seed/seed-id';

const { app, call } = apiTest(['lina']);

const check = (query: Record<string, string>) => call('GET', `/api/sys/duplicate/check?${new URLSearchParams(query)}`);

describe('duplicate check', () => {
  it('says whether a value is taken, excluding the record being edited', async () => {
    const taken = await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin' });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    const free = await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'nobody_here' });
    expect(free.json()).toMatchObject({ success: true, message: '该值可用！' });
    const own = await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin', dataId: seedId('user', 'admin') });
    expect(own.json().success).toBe(true);
    expect((await check({ tableName: 'sys_user', fieldName: 'workNo', fieldVal: 'JC10001' })).json().success).toBe(false);
    expect((await check({ tableName: 'sys_dict', fieldName: 'dict_code', fieldVal: 'sex' })).json().success).toBe(false);
    expect((await check({ tableName: 'sys_depart', fieldName: 'org_code', fieldVal: 'B01' })).json().success).toBe(false);
  });

  it('skips an empty value', async () => {
    expect((await check({ tableName: 'sys_user', fieldName: 'phone', fieldVal: '' })).json().success).toBe(true);
  });

  it('refuses tables and fields outside the allowlist, naming them', async () => {
    const table = await check({ tableName: 'sys_user; drop table sys_user', fieldName: 'username', fieldVal: 'a' });
    expect(table.statusCode).toBe(422);
    expect(table.json().result.errors[0].field).toBe('tableName');
    const field = await check({ tableName: 'sys_user', fieldName: 'password_hash', fieldVal: 'a' });
    expect(field.statusCode).toBe(422);
    expect(field.json().result.errors[0].field).toBe('fieldName');
    expect((await check({ tableName: 'sys_session', fieldName: 'token_hash', fieldVal: 'a' })).statusCode).toBe(422);
    expect((await check({ tableName: 'constructor', fieldName: 'name', fieldVal: 'a' })).statusCode).toBe(422);
  });

  it('needs a session', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=a' });
    expect(res.statusCode).toBe(401);
  });
});
