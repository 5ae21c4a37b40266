import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, buildTestApp, signIn, type TestContext } from './helper';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await signIn(ctx.app, 'admin');
});
afterAll(() => ctx.close());

/** batch deletes written by hand parse ?ids= with the contracts' capped schema, as the kit's do (issue 23 item 3) */
const BATCH_DELETES = [
  '/sys/user/deleteBatch',
  '/sys/role/deleteBatch',
  '/sys/sysDepart/deleteBatch',
  '/sys/dict/deleteBatch',
  '/sys/dictItem/deleteBatch',
  '/sys/log/deleteBatch',
  '/sys/category/deleteBatch',
  '/sys/checkRule/deleteBatch',
  '/sys/fillRule/deleteBatch',
  '/basic-font-end-element-display/deleteBatch',
  '/sys/quartzJob/deleteBatch',
  '/sys/dataSource/deleteBatch',
  '/sys/permission/deleteBatch',
  '/sys/sysDepartRole/deleteBatch',
  '/online/cgreport/head/deleteBatch',
];

const remove = (url: string, ids: string) => ctx.app.inject({ method: 'DELETE', url: `/api${url}?ids=${ids}`, headers: authHeaders(admin) });

describe('a hand-written batch delete', () => {
  it.each(BATCH_DELETES)('%s refuses more than 1000 ids, and none, naming ids', async (url) => {
    const tooMany = await remove(url, Array.from({ length: 1001 }, (_, i) => `x${i}`).join(','));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().result.errors[0]).toMatchObject({ field: 'ids', message: '一次最多选择 1000 条记录' });
    const none = await remove(url, ',,');
    expect(none.statusCode).toBe(422);
    expect(none.json().result.errors[0]).toMatchObject({ field: 'ids', message: '请选择记录' });
  });
});

describe('租户’s batch delete (numeric ids)', () => {
  it('refuses more than 1000 ids, none, and an id that is no number, naming ids', async () => {
    const tooMany = await remove('/sys/tenant/deleteBatch', Array.from({ length: 1001 }, (_, i) => String(i + 1000)).join(','));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().result.errors[0]).toMatchObject({ field: 'ids', message: '一次最多选择 1000 条记录' });
    const none = await remove('/sys/tenant/deleteBatch', ',,');
    expect(none.statusCode).toBe(422);
    expect(none.json().result.errors[0]).toMatchObject({ field: 'ids', message: '请选择记录' });
    const word = await remove('/sys/tenant/deleteBatch', '3,abc');
    expect(word.statusCode).toBe(422);
    expect(word.json().result.errors[0].message).toBe('记录编号必须是整数');
  });
});
