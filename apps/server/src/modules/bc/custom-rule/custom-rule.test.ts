/** 定制规则 (issue 25): the rules of personal and school charters, read and saved whole. */
import { describe, expect, it } from 'vitest';
import { apiTest, type Method } from '../../../../test/helper';

const { call: asAdmin } = apiTest(['admin']);
const call = (method: Method, url: string, payload?: object) => asAdmin(method, `/api${url}`, undefined, payload);

describe('定制规则', () => {
  it('reads as the defaults until saved, saves with the version read, names a field out of range and keeps what was stored', async () => {
    const current = (await call('GET', '/bc/customRule/get')).json().result;
    expect(current).toMatchObject({ schoolDiscountPercent: 10, schoolMinPassengers: 20, personalDiscountPercent: 0, advanceDays: 2, version: 0 });
    const { updateBy: _by, updateTime: _time, ...values } = current;

    const bad = await call('PUT', '/bc/customRule/edit', { ...values, schoolDiscountPercent: 12.25, schoolMaxHoursPerDay: 13 });
    expect(bad.statusCode).toBe(422);
    expect(Object.fromEntries(bad.json().result.errors.map((e: { field: string; message: string }) => [e.field, e.message]))).toEqual({
      schoolDiscountPercent: '学校定制折扣最多一位小数',
      schoolMaxHoursPerDay: '最多 12 小时',
    });

    const saved = await call('PUT', '/bc/customRule/edit', { ...values, schoolDiscountPercent: 12.5 });
    expect(saved.json()).toMatchObject({ message: '保存成功', result: { schoolDiscountPercent: 12.5, version: 1, updateBy: 'admin' } });
    // a percentage with its decimal comes back as the number saved
    expect((await call('GET', '/bc/customRule/get')).json().result.schoolDiscountPercent).toBe(12.5);
    // the version read before that save is stale
    expect((await call('PUT', '/bc/customRule/edit', { ...values, schoolDiscountPercent: 15 })).statusCode).toBe(409);
    expect((await call('GET', '/bc/customRule/get')).json().result).toMatchObject({ schoolDiscountPercent: 12.5, version: 1 });
  });
});
