import { describe, expect, it } from 'vitest';
import { postgresHandle } from './client';

const url = process.env.DATABASE_URL as string;

/** Runs only in the PostgreSQL suite: the embedded database has no statement protocol to save. */
describe('statements the server sends again', () => {
  it('are parsed once per connection as named prepared statements; one-off and parameterless ones stay unnamed', async () => {
    const handle = postgresHandle(url, 1);
    try {
      const repeated = `select $1::int + 1 as n /* ${Math.random()} */`;
      for (const value of [1, 2, 3]) expect((await handle.raw<{ n: number }>(repeated, [value])).rows[0].n).toBe(value + 1);
      await handle.raw(`select $1::text as once /* ${Math.random()} */`, ['x']);
      await handle.raw(`select 1 as bare /* ${Math.random()} */`);
      await handle.raw(`select 1 as bare2`);
      await handle.raw(`select 1 as bare2`);
      // the pool's one connection: what it has prepared
      const { rows } = await handle.raw<{ statement: string }>('select statement from pg_prepared_statements where statement like $1', ['%/* 0.%']);
      expect(rows.map((row) => row.statement)).toEqual([repeated]);
    } finally {
      await handle.close();
    }
  });
});
