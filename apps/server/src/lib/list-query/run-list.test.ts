import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helper';
import { sysUser } from '../../db/schema';
import { listLookups } from '../../modules/sys/list-lookups';
import type { SessionContext } from '../../types';
import { AppError } from '../app-error';
import { defineList } from './list-definition';
import { runList } from './run-list';

const users = defineList({
  name: 'sys_user',
  table: sysUser,
  tieBreaker: sysUser.id,
  defaultSort: { field: 'username', order: 'asc' },
  fields: {
    username: { column: sysUser.username, type: 'string' },
    realname: { column: sysUser.realname, type: 'string', rule: 'like' },
    sex: { column: sysUser.sex, type: 'number', dict: 'sex' },
    status: { column: sysUser.status, type: 'number', dict: 'user_status' },
    birthday: { column: sysUser.birthday, type: 'date' },
    createTime: { column: sysUser.createTime, type: 'datetime' },
    passwordHash: { column: sysUser.passwordHash, type: 'string', filterable: false, sortable: false },
  },
});

let ctx: TestContext;
const session: SessionContext = { sessionId: 's', userId: 'u', username: 'admin', tenantId: 1, mustChangePassword: false };
const list = (params: Record<string, unknown>) =>
  runList(users, params, { db: ctx.app.db, session, now: ctx.clock.now(), lookups: listLookups }, { baseWhere: [eq(sysUser.delFlag, 0)] });

async function refusal(params: Record<string, unknown>) {
  try {
    await list(params);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return { status: (error as AppError).statusCode, result: (error as AppError).result };
  }
  throw new Error('expected a refusal');
}

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('the list query layer', () => {
  it('pages with totals and the default sort', async () => {
    const page = await list({ pageNo: 2, pageSize: 5 });
    expect(page).toMatchObject({ total: 30, size: 5, current: 2, pages: 6 });
    const all = await list({ pageSize: 100 });
    expect(page.records.map((r) => r.username)).toEqual(all.records.slice(5, 10).map((r) => r.username));
    expect(all.records.map((r) => r.username)).toEqual([...all.records.map((r) => r.username)].sort());
  });

  it('filters by equality, contains and the *like* forms', async () => {
    expect((await list({ username: 'lina' })).records.map((r) => r.realname)).toEqual(['李娜']);
    expect((await list({ username: 'li' })).total).toBe(0); // username is an equality field
    expect((await list({ realname: '晓' })).records.map((r) => r.username)).toEqual(['maxiaoyan']);
    expect((await list({ username: 'zh*' })).records.map((r) => r.username)).toEqual(['zhangwei', 'zhaolei', 'zhengkai', 'zhouqiang', 'zhuhong']);
    expect((await list({ username: '*ng' })).records.every((r) => String(r.username).endsWith('ng'))).toBe(true);
  });

  it('treats like wildcards typed by the user as text', async () => {
    expect((await list({ realname: '%' })).total).toBe(0);
    expect((await list({ realname: '_' })).total).toBe(0);
  });

  it('filters ranges with _begin / _end and several values with _MultiString', async () => {
    const born = await list({ birthday_begin: '1990-01-01', birthday_end: '1990-12-31', pageSize: 100 });
    expect(born.records.map((r) => r.username).sort()).toEqual(['lina', 'songjia']);
    const two = await list({ username_MultiString: 'lina,wangfang' });
    expect(two.total).toBe(2);
  });

  it('adds dictionary texts', async () => {
    const [lina] = (await list({ username: 'lina' })).records;
    expect(lina).toMatchObject({ sex: 2, sex_dictText: '女', status: 1, status_dictText: '正常' });
  });

  it('applies a super query with and / or', async () => {
    const params = (conditions: unknown[], matchType = 'and') => ({
      superQueryParams: JSON.stringify(conditions),
      superQueryMatchType: matchType,
      pageSize: 100,
    });
    const women90s = await list(
      params([
        { field: 'sex', rule: 'eq', val: '2' },
        { field: 'birthday', rule: 'ge', val: '1990-01-01' },
      ]),
    );
    expect(women90s.records.every((r) => r.sex === 2 && String(r.birthday) >= '1990-01-01')).toBe(true);
    expect(women90s.total).toBeGreaterThan(0);
    const either = await list(
      params(
        [
          { field: 'username', rule: 'eq', val: 'lina' },
          { field: 'username', rule: 'right_like', val: 'wang' },
        ],
        'or',
      ),
    );
    expect(either.records.map((r) => r.username)).toEqual(['lina', 'wangfang']);
    const inList = await list({ superQueryParams: encodeURIComponent(JSON.stringify([{ field: 'username', rule: 'in', val: 'lina,admin' }])) });
    expect(inList.total).toBe(2);
  });

  it('binds values, so SQL typed into a filter is only text', async () => {
    expect((await list({ realname: "' or 1=1 --" })).total).toBe(0);
    expect((await list({ username: "lina' or '1'='1" })).total).toBe(0);
  });

  it('refuses what is not on the allowlist, naming the parameter', async () => {
    expect(await refusal({ column: 'password_hash' })).toMatchObject({ status: 422, result: { errors: [{ field: 'column' }] } });
    expect(await refusal({ column: 'passwordHash' })).toMatchObject({ status: 422 });
    expect(await refusal({ order: 'desc; drop table sys_user' })).toMatchObject({ status: 422, result: { errors: [{ field: 'order' }] } });
    expect(await refusal({ superQueryParams: JSON.stringify([{ field: 'passwordHash', rule: 'like', val: '$' }]) })).toMatchObject({ status: 422 });
    expect(await refusal({ superQueryParams: JSON.stringify([{ field: 'sex', rule: 'regex', val: '1' }]) })).toMatchObject({ status: 422 });
    expect(await refusal({ superQueryParams: '{not json' })).toMatchObject({ result: { errors: [{ field: 'superQueryParams' }] } });
    expect(await refusal({ sex: 'abc' })).toMatchObject({ result: { errors: [{ field: 'sex' }] } });
    expect(await refusal({ birthday_begin: 'yesterday' })).toMatchObject({ result: { errors: [{ field: 'birthday_begin' }] } });
    expect(await refusal({ pageSize: 5000 })).toMatchObject({ result: { errors: [{ field: 'pageSize' }] } });
    expect(await refusal({ pageNo: 0 })).toMatchObject({ result: { errors: [{ field: 'pageNo' }] } });
    expect(await refusal({ pageNo: 20_000, pageSize: 10 })).toMatchObject({ result: { errors: [{ field: 'pageNo' }] } });
  });

  it('shows a page past the first with the same rows in the same order as a plain offset query', async () => {
    const plain = (orderBy: ReturnType<typeof asc>[], offset: number, where = eq(sysUser.delFlag, 0)) =>
      ctx.app.db
        .select({ username: sysUser.username })
        .from(sysUser)
        .where(where)
        .orderBy(...orderBy)
        .limit(7)
        .offset(offset);
    const names = (page: { records: Array<Record<string, unknown>> }) => page.records.map((r) => r.username);
    // sex has many equal values: only the tie-breaker keeps both ways in one order
    for (const pageNo of [2, 3, 5]) {
      expect(names(await list({ pageNo, pageSize: 7 }))).toEqual(
        (await plain([asc(sysUser.username), asc(sysUser.id)], (pageNo - 1) * 7)).map((r) => r.username),
      );
      expect(names(await list({ pageNo, pageSize: 7, column: 'sex', order: 'desc' }))).toEqual(
        (await plain([desc(sysUser.sex), desc(sysUser.id)], (pageNo - 1) * 7)).map((r) => r.username),
      );
    }
    const women = await list({ pageNo: 2, pageSize: 7, sex: 2 });
    expect(names(women)).toEqual((await plain([asc(sysUser.username), asc(sysUser.id)], 7, eq(sysUser.sex, 2))).map((r) => r.username));
    expect(women.total).toBeGreaterThan(7);
    expect((await list({ pageNo: 6, pageSize: 7 })).records).toEqual([]);
  });

  it('counts with countUnfiltered only when no filter narrows the list', async () => {
    // a total no query would give, so the test sees which count answered
    const countUnfiltered = async () => 1234;
    const counted = (params: Record<string, unknown>) =>
      runList(users, params, { db: ctx.app.db, session, now: ctx.clock.now(), lookups: listLookups }, { baseWhere: [eq(sysUser.delFlag, 0)], countUnfiltered });
    expect((await counted({ _t: 1 })).total).toBe(1234);
    expect((await counted({ username: 'lina' })).total).toBe(1);
    expect((await counted({ superQueryParams: JSON.stringify([{ field: 'username', rule: 'ne', val: 'lina' }]) })).total).toBe(29);
  });

  it('ignores parameters that are not fields (cache busters and the like)', async () => {
    expect((await list({ _t: 123, somethingElse: 'x' })).total).toBe(30);
    expect((await list({ passwordHash: 'x' })).total).toBe(30);
  });
});

describe('keyset paging', () => {
  type Page = Awaited<ReturnType<typeof list>>;
  const names = (page: Page) => page.records.map((r) => r.username);

  /** Every page from the first, each asked with the previous page's cursor, as a client paging forward does. */
  async function walk(params: Record<string, unknown>) {
    const pages: Page[] = [await list({ ...params, pageNo: 1 })];
    while (pages[pages.length - 1].nextCursor) {
      pages.push(await list({ ...params, pageNo: pages.length + 1, cursor: pages[pages.length - 1].nextCursor }));
    }
    return pages;
  }

  it('leads from page to page to the same rows as the page numbers do, for every sort', async () => {
    // status and createTime have many equal values (the seed makes every user at once): the tie-breaker decides
    for (const params of [
      {},
      { column: 'createTime', order: 'desc' },
      { column: 'status', order: 'asc' },
      { realname: '*a*' },
      { status: 1, column: 'realname', order: 'desc' },
    ]) {
      const byCursor = await walk({ ...params, pageSize: 4 });
      const byNumber = await Promise.all(byCursor.map((_, index) => list({ ...params, pageSize: 4, pageNo: index + 1 })));
      expect(byCursor.map(names), JSON.stringify(params)).toEqual(byNumber.map(names));
      expect(byCursor.flatMap(names).length).toBe(byCursor[0].total);
    }
  });

  it('continues after the last row the user saw when a row of an earlier page is removed meanwhile', async () => {
    const first = await list({ pageNo: 1, pageSize: 5 });
    const removed = String(first.records[0].id);
    await ctx.app.db.update(sysUser).set({ delFlag: 1 }).where(eq(sysUser.id, removed));
    try {
      const next = await list({ pageNo: 2, pageSize: 5, cursor: first.nextCursor });
      const all = (await list({ pageSize: 100 })).records.map((r) => r.username);
      // the row after the fifth one seen, not (as skipping five rows would show) the one after it
      expect(next.records[0].username).toBe(all[all.indexOf(first.records[4].username) + 1]);
      expect((await list({ pageNo: 2, pageSize: 5 })).records[0].username).toBe(all[5]);
    } finally {
      await ctx.app.db.update(sysUser).set({ delFlag: 0 }).where(eq(sysUser.id, removed));
    }
  });

  it('ignores a cursor of another query or another page, and refuses a malformed one naming it', async () => {
    const first = await list({ pageNo: 1, pageSize: 5 });
    const women = await list({ pageNo: 2, pageSize: 5, sex: 2 });
    expect(names(await list({ pageNo: 2, pageSize: 5, sex: 2, cursor: first.nextCursor }))).toEqual(names(women));
    expect(names(await list({ pageNo: 3, pageSize: 5, cursor: first.nextCursor }))).toEqual(names(await list({ pageNo: 3, pageSize: 5 })));
    expect(names(await list({ pageNo: 2, pageSize: 5, column: 'username', order: 'desc', cursor: first.nextCursor }))).toEqual(
      names(await list({ pageNo: 2, pageSize: 5, column: 'username', order: 'desc' })),
    );
    for (const cursor of ['not-a-cursor', Buffer.from('[1,"a",2,"b"]').toString('base64url'), 'x'.repeat(2000)]) {
      expect(await refusal({ pageNo: 2, cursor })).toMatchObject({ status: 422, result: { errors: [{ field: 'cursor' }] } });
    }
  });

  it('gives no cursor on the last page, nor for a sort on a column that may be empty', async () => {
    const pages = await walk({ pageSize: 7 });
    expect(pages.length).toBe(Math.ceil(30 / 7));
    expect((await list({ pageNo: 1, pageSize: 7, column: 'sex', order: 'asc' })).nextCursor).toBeUndefined();
  });
});
