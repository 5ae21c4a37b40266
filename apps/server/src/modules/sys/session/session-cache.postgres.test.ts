import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type TestContext } from '../../../../test/helper';
import { postgresHandle, type DatabaseHandle } from '../../../db/client';
import type { ListenedGeneration } from '../../../db/sign-in-listener';
import { writeGenerationOf } from '../../../db/write-watch';
import { sysUser } from '../user/user.table';

/**
 * Runs only in the PostgreSQL suite. Each server keeps the sessions it looked up; a change made by
 * another instance on the same database reaches it as a notification (migration 0015), so a logout,
 * a freeze or a role change there ends the session here at once.
 */
describe('sessions kept by one instance while another changes them', () => {
  let ctx: TestContext;
  let other: DatabaseHandle;
  const url = () => (ctx.database as DatabaseHandle & { url: string }).url;
  const userInfo = async (token: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/sys/user/info', headers: { 'x-access-token': token } })).statusCode;

  beforeEach(async () => {
    ctx = await buildTestApp();
    other = postgresHandle(url(), 2);
    // this instance keeps nothing until it listens
    await expect.poll(() => writeGenerationOf(ctx.database.db)?.live).toBe(true);
  });
  afterEach(async () => {
    await other.close();
    await ctx.close();
  });

  /** a write no trigger sees (as if the notification were lost): shows what this instance keeps */
  async function unannounced(text: string, params: unknown[]) {
    const client = new pg.Client({ connectionString: url() });
    await client.connect();
    try {
      await client.query('set session_replication_role = replica');
      await client.query(text, params);
    } finally {
      await client.end();
    }
  }

  /**
   * Waits until every change announced so far has reached this instance: signing in changes the
   * user (its password flag), and that notification may arrive after the next request kept the
   * session. Notifications arrive in the order of their commits: a marker sent last is heard last.
   */
  async function announcementsHeard() {
    const marker = `marker-${Math.random()}`;
    await other.raw(`select pg_notify('sign_in_writes', $1)`, [marker]);
    await expect.poll(() => (writeGenerationOf(ctx.database.db) as ListenedGeneration).lastHeard).toBe(marker);
  }

  it('keeps a session it has looked up, and drops it when another instance signs it out', async () => {
    const token = await signIn(ctx.app, 'lina');
    await announcementsHeard();
    expect(await userInfo(token)).toBe(200);
    // gone from the table without a word: this instance still answers from what it keeps
    const [{ id }] = (await other.raw<{ id: string }>(`select id from sys_session where user_id = (select id from sys_user where username = 'lina')`)).rows;
    const [kept] = (await other.raw(`select * from sys_session where id = $1`, [id])).rows;
    await unannounced('delete from sys_session where id = $1', [id]);
    expect(await userInfo(token)).toBe(200);
    // put back, then signed out by the other instance the way the app does it: announced
    await unannounced(`insert into sys_session select * from json_populate_record(null::sys_session, $1::json)`, [JSON.stringify(kept)]);
    await other.raw('delete from sys_session where id = $1', [id]);
    await expect.poll(() => userInfo(token), { timeout: 1_000 }).toBe(401);
  });

  it('ends the session at once when another instance freezes the user', async () => {
    const token = await signIn(ctx.app, 'wangfang');
    expect(await userInfo(token)).toBe(200);
    await other.db.update(sysUser).set({ status: 2 }).where(eq(sysUser.username, 'wangfang'));
    await expect.poll(() => userInfo(token), { timeout: 1_000 }).toBe(401);
  });

  it('keeps nothing while it does not listen', async () => {
    const token = await signIn(ctx.app, 'liuyang');
    expect(await userInfo(token)).toBe(200);
    // the listening connection is ended by the database: until it listens again every request reads the table
    await other.raw(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`);
    await expect.poll(() => writeGenerationOf(ctx.database.db)?.live).toBe(false);
    await unannounced(`delete from sys_session where user_id = (select id from sys_user where username = 'liuyang')`, []);
    expect(await userInfo(token)).toBe(401);
  });
});
