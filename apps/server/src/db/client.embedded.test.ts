import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteHandle } from './client';

describe('the embedded database as the server opens it', () => {
  const client = new PGlite();
  const handle = pgliteHandle(client);
  afterAll(() => handle.close());

  it('gives PGlite no parsers of its own to copy at every query, yet every type is still parsed', async () => {
    // what PGlite copies for each query that brings parsers (every Drizzle query)
    expect(Object.keys(client.parsers)).toEqual([]);
    // a plain query still parses dates and arrays (the array parsers are PGlite's own, per database)
    const [row] = (
      await handle.raw<{ a: number[]; t: Date; j: unknown }>(`select array[1,2]::int[] as a, '2026-11-27T08:00:00Z'::timestamptz as t, '{"k":[1]}'::jsonb as j`)
    ).rows;
    expect(row).toEqual({ a: [1, 2], t: new Date('2026-11-27T08:00:00Z'), j: { k: [1] } });
    // a Drizzle query keeps timestamps as text for its columns to map, and parses the rest as before
    const result = (await handle.db.execute(sql`select '2026-11-27T08:00:00Z'::timestamptz as t, 3::int as n, true as b`)) as unknown as { rows: unknown[] };
    expect(result.rows).toEqual([{ t: '2026-11-27 08:00:00+00', n: 3, b: true }]);
  });
});
