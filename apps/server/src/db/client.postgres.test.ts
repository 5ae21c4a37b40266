import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { postgresHandle } from './client';

const url = process.env.DATABASE_URL as string;

/** Runs only in the PostgreSQL suite (vitest.config.ts): the embedded database has no connections to lose. */
describe('PostgreSQL connection pool', () => {
  it('survives the server ending an idle connection and keeps answering', async () => {
    const seen: string[] = [];
    const handle = postgresHandle(url, 2, (error) => seen.push(error.message));
    try {
      const { rows } = await handle.raw<{ pid: number }>('select pg_backend_pid() as pid');
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [rows[0].pid]);
      await admin.end();
      await expect.poll(() => seen.length).toBe(1);
      expect(seen[0]).toMatch(/terminat/);
      expect((await handle.raw<{ one: number }>('select 1 as one')).rows[0].one).toBe(1);
    } finally {
      await handle.close();
    }
  });
});
