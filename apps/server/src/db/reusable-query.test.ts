import { eq, sql } from 'drizzle-orm';
import { pgTable, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper';
import type { DatabaseHandle } from './client';
import { plainStatement, reusableQuery, transactionAfterReads } from './reusable-query';

/** a timestamp that may be null, passed as an ISO string (Drizzle's encoder of a timestamp placeholder fails on null) */
const isoOrNull = (name: string) => sql`${sql.placeholder(name)}::timestamptz` as unknown as Date | null;

// a table of this test's own, on the suite's database (PGlite, or PostgreSQL in the PostgreSQL suite)
const note = pgTable('test_reusable_note', {
  id: text('id').primaryKey(),
  body: jsonb('body').$type<{ words: string[] }>(),
  doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
  version: integer('version').notNull(),
});

const insertNote = reusableQuery((db) =>
  db
    .insert(note)
    .values({ id: sql.placeholder('id'), body: sql.placeholder('body'), doneAt: isoOrNull('doneAt'), version: 1 })
    .prepare('test_insert_note'),
);
const finishNote = reusableQuery((db) =>
  db
    .update(note)
    .set({ doneAt: isoOrNull('doneAt'), version: sql`${note.version} + 1` })
    .where(eq(note.id, sql.placeholder('id')))
    .returning({ version: note.version })
    .prepare('test_finish_note'),
);
const noteById = reusableQuery((db) =>
  db
    .select()
    .from(note)
    .where(eq(note.id, sql.placeholder('id')))
    .prepare('test_note_by_id'),
);

// two writes in one statement, values as text cast in the statement
const addTwo = plainStatement<{ added: number }>(`
  with a as (insert into test_reusable_note (id, body, version) values ($1::text, $2::text::jsonb, 1) returning id),
       b as (insert into test_reusable_note (id, body, version) values ($1::text || '-2', $2::text::jsonb, 1) returning id)
  select ((select count(*) from a) + (select count(*) from b))::int as added`);

describe('a statement built once and run on any database or transaction', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await handle.raw('create table test_reusable_note (id text primary key, body jsonb, done_at timestamptz, version int not null)');
  });
  afterAll(() => handle.close());

  it('stores its values encoded as the columns are (JSON, dates) and reads them back', async () => {
    const at = new Date('2026-11-27T08:00:00Z');
    await insertNote(handle.db, { id: 'a', body: { words: ['同意', 'ok'] }, doneAt: at.toISOString() });
    expect(await noteById(handle.db, { id: 'a' })).toEqual([{ id: 'a', body: { words: ['同意', 'ok'] }, doneAt: at, version: 1 }]);
    expect(await finishNote(handle.db, { id: 'a', doneAt: null })).toEqual([{ version: 2 }]);
    expect(await noteById(handle.db, { id: 'a' })).toEqual([{ id: 'a', body: { words: ['同意', 'ok'] }, doneAt: null, version: 2 }]);
  });

  it('takes part in the transaction it is run in: rolled back with it, committed with it', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await insertNote(tx, { id: 'b', body: null, doneAt: null });
        // seen inside the transaction, on its connection
        expect(await noteById(tx, { id: 'b' })).toHaveLength(1);
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(await noteById(handle.db, { id: 'b' })).toEqual([]);

    await handle.db.transaction(async (tx) => {
      await insertNote(tx, { id: 'c', body: { words: ['x'] }, doneAt: null });
      await finishNote(tx, { id: 'c', doneAt: new Date('2026-11-27T09:30:00Z').toISOString() });
    });
    expect(await noteById(handle.db, { id: 'c' })).toEqual([{ id: 'c', body: { words: ['x'] }, doneAt: new Date('2026-11-27T09:30:00Z'), version: 2 }]);
  });

  it('says which value is missing rather than running without it', async () => {
    await expect(noteById(handle.db, {})).rejects.toThrow(/placeholder "id"/);
  });

  it('runs a statement written by hand on the transaction it is given, its JSON stored as JSON', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        expect(await addTwo(tx, ['d', JSON.stringify({ words: ['驳回'] })])).toEqual([{ added: 2 }]);
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(await noteById(handle.db, { id: 'd' })).toEqual([]);
    await handle.db.transaction((tx) => addTwo(tx, ['e', JSON.stringify({ words: ['驳回'] })]));
    expect((await noteById(handle.db, { id: 'e-2' }))[0].body).toEqual({ words: ['驳回'] });
  });

  it('opens a transaction after (on PostgreSQL beside) its reads: their values reach it, a failed read writes nothing', async () => {
    const backend = plainStatement<{ pid: number }>('select pg_backend_pid() as pid where $1::int = 1');
    const pids = await transactionAfterReads(
      handle.db,
      async () => ({ read: (await backend(handle.db, [1]))[0].pid }),
      async (tx, { read }) => {
        await insertNote(tx, { id: 'f', body: { words: ['发起'] }, doneAt: null });
        return { read, written: (await backend(tx, [1]))[0].pid };
      },
    );
    // on PostgreSQL the reads ran on another pooled connection than the transaction's; the embedded database has one
    if (handle.kind === 'postgres') expect(pids.read).not.toBe(pids.written);
    else expect(pids.read).toBe(pids.written);
    expect(await noteById(handle.db, { id: 'f' })).toHaveLength(1);

    await expect(
      transactionAfterReads(
        handle.db,
        async () => {
          throw new Error('流程未部署或已挂起');
        },
        (tx) => insertNote(tx, { id: 'g', body: null, doneAt: null }),
      ),
    ).rejects.toThrow('流程未部署或已挂起');
    expect(await noteById(handle.db, { id: 'g' })).toEqual([]);
  });
});
