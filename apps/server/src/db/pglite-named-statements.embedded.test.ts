import { PGlite } from '@electric-sql/pglite';
import { and, eq, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pgliteHandle } from './client';
import { plainStatement, reusableQuery } from './reusable-query';

const item = pgTable('named_item', {
  id: text('id').primaryKey(),
  n: integer('n'),
  doc: jsonb('doc').$type<{ tags: string[] } | null>(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }),
});

const client = new PGlite();
const handle = pgliteHandle(client);
const { db } = handle;

beforeAll(async () => {
  await client.exec(`create table named_item (id text primary key, n int, doc jsonb, at timestamptz)`);
});
afterAll(() => handle.close());

/** how many calls into the database module a piece of work made */
async function protocolCalls(work: () => Promise<unknown>) {
  const spy = vi.spyOn(client, 'execProtocolStream');
  try {
    await work();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

const byId = reusableQuery((d) =>
  d
    .select()
    .from(item)
    .where(eq(item.id, sql.placeholder('id')))
    .prepare('named_item_by_id'),
);
const insertPlain = plainStatement(`insert into named_item (id, n, doc, at) values ($1::text, $2::int, $3::text::jsonb, $4::text::timestamptz)`);

describe('statements the embedded database has seen before run by name', () => {
  it('gives the same rows by name as the first, unnamed run, with every type read back', async () => {
    await db.insert(item).values({ id: 'a', n: 7, doc: { tags: ['夜班'] }, at: new Date('2026-11-27T08:00:00Z') });
    await db.insert(item).values({ id: 'b', n: null, doc: null, at: null });
    let first: Awaited<ReturnType<typeof byId>> = [];
    let again: typeof first = [];
    // the first run is PGlite's query(): six calls; the second names it (parse, then bind); from then on one call
    expect(await protocolCalls(async () => (first = await byId(db, { id: 'a' })))).toBe(6);
    expect(await protocolCalls(() => byId(db, { id: 'b' }))).toBe(2);
    expect(await protocolCalls(async () => (again = await byId(db, { id: 'a' })))).toBe(1);
    expect(again).toEqual(first);
    expect(again).toEqual([{ id: 'a', n: 7, doc: { tags: ['夜班'] }, at: new Date('2026-11-27T08:00:00Z') }]);
    expect(await byId(db, { id: 'b' })).toEqual([{ id: 'b', n: null, doc: null, at: null }]);
    // a text sent once stays unnamed
    expect(await protocolCalls(() => client.query(`select $1::int + 1 as once`, [1]))).toBe(6);
  });

  it('reports a failing named statement with its code and text, and the database goes on', async () => {
    await insertPlain(db, ['c', 1, null, null]);
    const error = await insertPlain(db, ['c', 2, null, null]).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', query: expect.stringContaining('insert into named_item') });
    await insertPlain(db, ['d', 3, '{"tags":[]}', '2026-01-01T00:00:00Z']);
    expect((await client.query<{ id: string; doc: unknown }>(`select id, doc from named_item where id in ('c', 'd') order by id`)).rows).toEqual([
      { id: 'c', doc: null },
      { id: 'd', doc: { tags: [] } },
    ]);
  });

  it('runs named inside a transaction: its own rows are seen, and a failure rolls every write back', async () => {
    // named by now: it ran twice above
    await db.transaction(async (tx) => {
      await insertPlain(tx, ['t1', 1, null, null]);
      expect(await byId(tx, { id: 't1' })).toHaveLength(1);
    });
    const failed = await db
      .transaction(async (tx) => {
        await insertPlain(tx, ['t2', 1, null, null]);
        await insertPlain(tx, ['t1', 1, null, null]); // already there
      })
      .catch((e: unknown) => e);
    expect(failed).toMatchObject({ code: '23505' });
    expect(await byId(db, { id: 't2' })).toEqual([]);
    expect(await byId(db, { id: 't1' })).toHaveLength(1);
  });

  it('keeps refusing a statement that does not parse, with the parse error each time', async () => {
    const broken = `select * from named_item where id = $1 and and`;
    for (let i = 0; i < 3; i += 1) {
      const error = await client.query(broken, ['a']).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: '42601' });
    }
    expect((await client.query(`select count(*)::int as n from named_item where n = $1`, [7])).rows).toEqual([{ n: 1 }]);
  });

  it('encodes values as PGlite does: numbers, dates and objects for typed parameters', async () => {
    const find = () =>
      db
        .select({ id: item.id })
        .from(item)
        .where(and(eq(item.n, 7), sql`${item.at} = ${new Date('2026-11-27T08:00:00Z')}`, sql`${item.doc} @> ${{ tags: ['夜班'] }}::jsonb`));
    expect(await find()).toEqual([{ id: 'a' }]);
    expect(await find()).toEqual([{ id: 'a' }]);
  });

  it('leaves a statement with more than a hundred values unnamed however often it is sent', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => `none-${i}`);
    const batch = `select count(*)::int as n from named_item where id in (${ids.map((_, i) => `$${i + 1}`).join(', ')})`;
    for (let i = 0; i < 3; i += 1) expect(await protocolCalls(() => client.query(batch, ids))).toBe(6);
  });
});
