/**
 * The advanced query (superQueryParams / superQueryMatchType) through GET /sys/user/list with
 * hostile input: every name comes from the list's allowlist and every value is bound, so an
 * attack is either a 422 naming the parameter or plain text matching nothing extra.
 * (The query layer itself is covered in lib/list-query/run-list.test.ts.)
 */
import { USER_LIST_FIELDS } from '@bus/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, buildTestApp, signIn, type TestContext } from '../../../../test/helper';

let ctx: TestContext;
let admin: string;
/** users of tenant 1 that the admin sees without any condition */
let everyone: number;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await signIn(ctx.app, 'admin');
  everyone = (await list({})).json().result.total;
});
afterAll(() => ctx.close());

interface Condition {
  field: unknown;
  rule: unknown;
  val: unknown;
  type?: string;
}

function list(query: Record<string, string>) {
  const search = new URLSearchParams({ pageSize: '100', ...query });
  return ctx.app.inject({ method: 'GET', url: `/api/sys/user/list?${search}`, headers: authHeaders(admin) });
}

/** Sends conditions the way the web does: URI-encoded JSON (then encoded again as a query value). */
const superQuery = (conditions: Condition[], matchType = 'and') =>
  list({ superQueryParams: encodeURIComponent(JSON.stringify(conditions)), superQueryMatchType: matchType });

const usernames = (reply: Awaited<ReturnType<typeof list>>) => (reply.json().result.records as Array<{ username: string }>).map((r) => r.username).sort();

async function expectRefused(reply: Awaited<ReturnType<typeof list>>, parameter: string) {
  expect(reply.statusCode, reply.body).toBe(422);
  const body = reply.json();
  expect(body.success).toBe(false);
  expect(body.result.errors[0].field).toBe(parameter);
  // never a database error text
  expect(reply.body).not.toMatch(/syntax error|does not exist|invalid input|out of range|violates/i);
}

describe('GET /sys/user/list advanced query with hostile input', () => {
  it('runs a real query: women whose name contains 李 (and), or either (or)', async () => {
    const sexAndName = [
      { field: 'sex', rule: 'eq', val: '2', type: 'dict' },
      { field: 'realname', rule: 'like', val: '李', type: 'string' },
    ];
    expect(usernames(await superQuery(sexAndName))).toEqual(['lina']);
    const either = (await superQuery(sexAndName, 'or')).json().result;
    expect(either.records.every((r: { sex: number; realname: string }) => r.sex === 2 || r.realname.includes('李'))).toBe(true);
    expect(either.total).toBeGreaterThan(1);
  });

  it.each([
    ['an unknown field', 'nickname'],
    ['a column outside the allowlist', 'passwordHash'],
    ['a database column name', 'password_hash'],
    ['SQL in the field name', 'username; drop table sys_user --'],
    ['an expression as field name', 'sex) or (1=1'],
    ['a quoted identifier', '"username"'],
    ['a non-string field', 42],
    ['no field at all', undefined],
  ])('refuses %s with a 422 naming superQueryParams', async (_what, field) => {
    await expectRefused(await superQuery([{ field, rule: 'eq', val: 'x' }]), 'superQueryParams');
  });

  it.each([['regex'], ['EQ'], ["eq' or 1=1 --"], ['between'], [''], [null]])('refuses the rule %j', async (rule) => {
    await expectRefused(await superQuery([{ field: 'username', rule, val: 'lina' }]), 'superQueryParams');
  });

  it.each([
    ['a quote', "lina'"],
    ['a closing quote and OR', "' or 1=1 --"],
    ['a semicolon and a statement', "lina'; delete from sys_user; --"],
    ['a comment', 'lina/* */'],
    ['a backslash', 'lina\\'],
  ])('binds %s in a value: nothing extra matches', async (_what, val) => {
    for (const rule of ['eq', 'like', 'right_like', 'left_like', 'ne']) {
      const reply = await superQuery([{ field: 'username', rule, val }]);
      expect(reply.statusCode, `${rule} ${reply.body}`).toBe(200);
      // ne is the only rule that may match: everyone, because no username is that text
      expect(reply.json().result.total, rule).toBe(rule === 'ne' ? everyone : 0);
    }
    expect((await list({})).json().result.total).toBe(everyone); // and nothing was deleted
  });

  it("binds each value of 'in': only the real usernames match", async () => {
    expect(usernames(await superQuery([{ field: 'username', rule: 'in', val: "lina,' or '1'='1,wangfang" }]))).toEqual(['lina', 'wangfang']);
    expect(usernames(await superQuery([{ field: 'username', rule: 'in', val: ['lina', "x') or ('1'='1"] }]))).toEqual(['lina']);
  });

  it('treats like wildcards in a value as text', async () => {
    expect((await superQuery([{ field: 'realname', rule: 'like', val: '%' }])).json().result.total).toBe(0);
    expect((await superQuery([{ field: 'username', rule: 'right_like', val: '_' }])).json().result.total).toBe(0);
  });

  it.each([
    ['a word for a number', 'sex', 'eq', 'abc'],
    ['SQL for a number', 'sex', 'eq', '1 or 1=1'],
    ['a number too big for the column', 'sex', 'eq', '99999999'],
    ['a fraction for a whole-number column', 'status', 'gt', '1.5'],
    ['an infinite number', 'sex', 'ge', '1e400'],
    ['a bad value among several', 'sex', 'in', '1,abc'],
    ['a word for a date', 'birthday', 'ge', 'yesterday'],
    ['a day that does not exist', 'birthday', 'le', '2024-02-30'],
    ['SQL after a date', 'birthday', 'eq', "1990-07-25' or '1'='1"],
    ['a word for a date-time', 'createTime', 'ge', 'now()'],
    ['a year the database cannot hold', 'createTime', 'ge', '0000-01-01 00:00:00'],
    ['a loose date the browser would guess at', 'birthday', 'ge', '1'],
    ['an hour that does not exist', 'createTime', 'lt', '2024-01-01 25:00:00'],
    ['an object for a number', 'sex', 'eq', { $gt: 0 }],
  ])('refuses %s with a 422 naming the field', async (_what, field, rule, val) => {
    await expectRefused(await superQuery([{ field, rule, val }]), field);
  });

  it('refuses a text with a NUL character, which the database cannot hold', async () => {
    await expectRefused(await superQuery([{ field: 'realname', rule: 'like', val: 'li\u0000na' }]), 'realname');
  });

  it("refuses a huge 'in' list and too many conditions instead of failing in the database", async () => {
    const many = Array.from({ length: 70_000 }, (_, i) => `user${i}`);
    await expectRefused(await superQuery([{ field: 'username', rule: 'in', val: many.join(',') }]), 'username');
    await expectRefused(await superQuery([{ field: 'username', rule: 'in', val: many }]), 'username');
    const conditions = Array.from({ length: 500 }, () => ({ field: 'username', rule: 'ne', val: 'x' }));
    await expectRefused(await superQuery(conditions), 'superQueryParams');
    // a list within the limit still works
    expect(usernames(await superQuery([{ field: 'username', rule: 'in', val: ['lina', ...many.slice(0, 999)] }]))).toEqual(['lina']);
  });

  it.each([
    ['not JSON', '{not json'],
    ['broken URI encoding', '%E0%A4%A'],
    ['an object instead of a list', JSON.stringify({ field: 'username', rule: 'eq', val: 'lina' })],
    ['a list of numbers', '[1,2,3]'],
    ['a list with null', '[null]'],
  ])('refuses superQueryParams that is %s', async (_what, raw) => {
    await expectRefused(await list({ superQueryParams: raw }), 'superQueryParams');
  });

  it.each([['xor'], ['OR 1=1'], ['and; drop table sys_user'], ['AND ']])('refuses the match type %j', async (matchType) => {
    await expectRefused(await superQuery([{ field: 'username', rule: 'eq', val: 'lina' }], matchType), 'superQueryMatchType');
    await expectRefused(await list({ superQueryMatchType: matchType }), 'superQueryMatchType');
  });

  it('an empty condition list filters nothing', async () => {
    expect((await superQuery([])).json().result.total).toBe(everyone);
  });
});

describe('the fields the web offers in the advanced query', () => {
  // the web builds its field list from the same catalogue (components/super-query superQueryFieldsOf)
  const sample = { string: 'a', number: '1', date: '2000-01-01', datetime: '2026-01-01 00:00:00', boolean: 'true' } as const;
  const offered = Object.entries(USER_LIST_FIELDS).filter(([, spec]) => 'advanced' in spec && spec.advanced);

  it('are every one accepted by the server, with the comparisons of its type', async () => {
    expect(offered.length).toBeGreaterThan(5);
    for (const [field, spec] of offered) {
      const type = 'dict' in spec ? 'dict' : spec.type;
      const rule = spec.type === 'string' && !('dict' in spec) ? 'like' : 'ge';
      const reply = await superQuery([{ field, rule, val: sample[spec.type], type }]);
      expect(reply.statusCode, `${field}: ${reply.body}`).toBe(200);
    }
  });
});
