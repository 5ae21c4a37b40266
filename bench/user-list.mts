// GET /sys/user/list over 100,000 users (a bench-only seed) at 50 concurrent clients: first page,
// a deep page (asked by number alone: offset paging; and with the previous page's cursor: keyset
// paging) and a search, through the real server on PostgreSQL, beside the raw driver running
// the very same SQL (captured from one request of the same endpoint through Drizzle's logger)
// in the same run. Budget (DESIGN.md): API within 1.5x of the raw driver.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { DEFAULT_POOL_SIZE } from '../apps/server/src/config';
import { buildApp } from '../apps/server/src/app';
import type { DatabaseHandle } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema';
import { adminSession, root, startServer, waitForHttp } from '../scripts/lib.mjs';
import { closedLoop, request } from './lib/load.mjs';
import { withThrowawayDatabase } from './lib/throwaway-database.mjs';
import { BENCH_PORTS } from './lib/ports.mjs';

const PORT = BENCH_PORTS.userList;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const BASE = `${ORIGIN}/api`;
const PASSWORD = 'Bench-Passw0rd';
const NEW_PASSWORD = 'Bench-Passw0rd-2';
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const CONCURRENCY = 50;
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 8000);

const progress = (what: string) => console.log(`  · ${new Date().toISOString().slice(11, 19)} ${what}`);

const SCENARIOS: Record<string, string> = {
  firstPage: 'pageNo=1&pageSize=10',
  deepPage: `pageNo=${Math.floor(USERS / 20)}&pageSize=10`,
  search: 'realname=*张*&sex=1&pageNo=1&pageSize=10',
};

/** The bench-only seed: 100k users in tenant 1, spread over the seeded departments. */
async function seedUsers(pool: pg.Pool) {
  progress(`seeding ${USERS} users`);
  await pool.query(
    `
    insert into sys_user (id, username, realname, password_hash, phone, work_no, sex, status, org_code, create_time)
    select 'bench-' || n, 'bench' || lpad(n::text, 6, '0'),
           (array['张','王','李','赵','刘','陈','杨','黄'])[1 + n % 8] || (array['伟','芳','娜','敏','静','强','磊','军'])[1 + (n / 8) % 8] || (n % 97),
           (select password_hash from sys_user where username = 'admin'),
           '19' || lpad(n::text, 9, '0'), 'B' || lpad(n::text, 7, '0'), 1 + n % 2, 1, 'A01A01',
           now() - make_interval(secs => n)
    from generate_series(1, $1::int) as n`,
    [USERS],
  );
  await pool.query(`insert into sys_user_tenant (user_id, tenant_id) select id, 1 from sys_user where id like 'bench-%'`);
  await pool.query(`
    insert into sys_user_depart (user_id, dep_id)
    select u.id, d.id from sys_user u
    join lateral (select id from sys_depart where tenant_id = 1 order by org_code offset (abs(hashtext(u.id)) % 10) limit 1) d on true
    where u.id like 'bench-%'`);
  await pool.query('analyze');
}

/** Every statement one request of the endpoint runs, as Drizzle sends it. */
async function captureSql(url: string, token: string, query: string) {
  const captured: Array<{ text: string; params: unknown[] }> = [];
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema, logger: { logQuery: (text, params) => captured.push({ text, params }) } });
  const handle = { db, raw: async () => ({ rows: [] }), kind: 'postgres', migrate: async () => {}, close: () => pool.end() } as unknown as DatabaseHandle;
  const app = await buildApp({
    config: { port: 0, dataDir: '/nonexistent', captchaEnabled: false, nodeEnv: 'production', logLevel: 'silent' },
    database: handle,
  });
  await app.ready();
  const res = await app.inject({ method: 'GET', url: `/api/sys/user/list?${query}`, headers: { 'x-access-token': token } });
  if (res.statusCode !== 200) throw new Error(`capture failed: ${res.statusCode} ${res.body.slice(0, 200)}`);
  await app.close();
  return { statements: captured, total: res.json().result.total as number };
}

export async function userListBench() {
  return withThrowawayDatabase('bench_users', async (databaseUrl: string) => {
    const env = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-users-')),
      ADMIN_PASSWORD: PASSWORD,
      AUTH_CAPTCHA: 'off',
      LOG_LEVEL: 'error',
    };
    const server = startServer(env, { port: PORT, logFile: join(root, '.tmp/logs/bench-user-list.log') });
    const pool = new pg.Pool({ connectionString: databaseUrl, max: DEFAULT_POOL_SIZE }); // as many connections as the server's pool
    pool.on('error', () => {}); // idle connections end when the database is dropped at the end
    const results: Record<string, unknown> = { users: USERS };
    try {
      await waitForHttp(`${BASE}/basic/system/get`);
      await seedUsers(pool);
      // the one-time password must be replaced before anything but the shell works
      const token = await adminSession(ORIGIN, PASSWORD, NEW_PASSWORD);
      // the deep page again, as a client paging forward asks for it: with the cursor of the page before
      const deepPageNo = Math.floor(USERS / 20);
      const before = (await request(`${BASE}/sys/user/list?pageNo=${deepPageNo - 1}&pageSize=10`, { headers: { 'X-Access-Token': token } })) as {
        result: { nextCursor?: string };
      };
      if (!before.result.nextCursor) throw new Error('the user list gave no nextCursor');
      const scenarios = { ...SCENARIOS, deepPageByCursor: `pageNo=${deepPageNo}&pageSize=10&cursor=${before.result.nextCursor}` };
      for (const [scenario, query] of Object.entries(scenarios)) {
        progress(`${scenario}: API`);
        const api = await closedLoop(() => request(`${BASE}/sys/user/list?${encodeURI(query)}`, { headers: { 'X-Access-Token': token } }), {
          concurrency: CONCURRENCY,
          durationMs: DURATION_MS,
        });
        if (api.errors) throw new Error(`API errors: ${api.firstError}`);
        const { statements, total } = await captureSql(databaseUrl, token, encodeURI(query));
        progress(`${scenario}: raw driver (${statements.length} statements)`);
        if (process.env.BENCH_EXPLAIN) {
          // BENCH_EXPLAIN=1 prints the plan of every statement slower than 5 ms (to find a missing index)
          for (const s of statements) {
            const { rows } = await pool.query(`explain (analyze, costs off) ${s.text}`, s.params);
            const total = Number(/Execution Time: ([\d.]+)/.exec(rows.map((r) => r['QUERY PLAN']).join('\n'))?.[1] ?? 0);
            if (total > 5) console.log(s.text, '\n', rows.map((r) => r['QUERY PLAN']).join('\n'));
          }
        }
        const raw = await closedLoop(
          async () => {
            // the server runs a request's statements on pooled connections, several at once where it can;
            // the raw loop runs them one after another: the stricter comparison
            for (const s of statements) await pool.query(s.text, s.params);
          },
          { concurrency: CONCURRENCY, durationMs: DURATION_MS },
        );
        results[scenario] = { query, total, api, raw, apiToRawRps: +(api.rps / raw.rps).toFixed(2), apiToRawP99: +(api.p99 / raw.p99).toFixed(2) };
      }
    } catch (error) {
      results.error = String((error as Error).stack ?? error);
    } finally {
      server.kill('SIGTERM');
      await new Promise((r) => server.on('exit', r));
      await pool.end();
    }
    return results;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await userListBench(), null, 2));
