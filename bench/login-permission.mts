// Sign-in and getUserPermissionByToken at 50 concurrent clients: requests per second and p99
// through the real server, beside the same database work through the raw driver in this process
// (bench/lib/raw-login-work.ts), in one run. Embedded database always; PostgreSQL too
// when it is reachable (a throw-away database is created and dropped).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { rawLoginWork, rawQueryOf, rawUserPermissionWork, type RawQueryFn } from './lib/raw-login-work';
import { DEFAULT_POOL_SIZE } from '../apps/server/src/config';
import { verifyPassword } from '../apps/server/src/lib/password';
import { root, startServer, waitForHttp } from '../scripts/lib.mjs';
import { closedLoop, request } from './lib/load.mjs';
import { BENCH_PORTS } from './lib/ports.mjs';

const PORT = BENCH_PORTS.loginPermission;
const BASE = `http://127.0.0.1:${PORT}/api`;
const PASSWORD = 'Bench-Passw0rd';
const CONCURRENCY = 50;
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 8000);

const progress = (what: string) => console.log(`  · ${new Date().toISOString().slice(11, 19)} ${what}`);

async function measureApi(env: Record<string, string>) {
  progress(`API on ${env.DATABASE_URL ? 'PostgreSQL' : 'the embedded database'}`);
  const server = startServer(
    { ...env, ADMIN_PASSWORD: PASSWORD, AUTH_CAPTCHA: 'off', LOG_LEVEL: 'error' },
    { port: PORT, logFile: join(root, '.tmp/logs/bench-login.log') },
  );
  try {
    await waitForHttp(`${BASE}/basic/system/get`);
    const loginBody = { username: 'admin', password: PASSWORD, captcha: '', checkKey: 'bench' };
    const login = await closedLoop(() => request(`${BASE}/sys/login`, { method: 'POST', body: loginBody }), {
      concurrency: CONCURRENCY,
      durationMs: DURATION_MS,
    });
    const token = ((await request(`${BASE}/sys/login`, { method: 'POST', body: loginBody })) as { result: { token: string } }).result.token;
    const permission = await closedLoop(() => request(`${BASE}/sys/permission/getUserPermissionByToken`, { headers: { 'X-Access-Token': token } }), {
      concurrency: CONCURRENCY,
      durationMs: DURATION_MS,
    });
    return { login, permission };
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
  }
}

/** rawLoginWork's own begin/commit become no-ops when the caller already runs it in a transaction. */
const insideTransaction =
  (query: RawQueryFn): RawQueryFn =>
  async (text, params) =>
    text === 'begin' || text === 'commit' || text === 'rollback' ? { rows: [] } : query(text, params);

type Connect = () => Promise<{ query: RawQueryFn; done: () => void }>;

/**
 * `loginOnce` runs one sign-in's database work. On PostgreSQL it takes a pooled connection and
 * lets rawLoginWork open its transaction; PGlite is a single in-process connection, so there the
 * whole work runs in PGlite's own transaction() (how Drizzle serialises the server's), with the
 * password check (argon2, off the main thread) done outside it, as the server does.
 */
async function measureRaw(connect: Connect, loginOnce: () => Promise<unknown>) {
  progress('raw driver');
  const login = await closedLoop(loginOnce, { concurrency: CONCURRENCY, durationMs: DURATION_MS });
  const first = await connect();
  const { token } = await rawLoginWork(first.query, { username: 'admin' });
  first.done();
  const permission = await closedLoop(
    async () => {
      const client = await connect();
      try {
        await rawUserPermissionWork(client.query, token);
      } finally {
        client.done();
      }
    },
    { concurrency: CONCURRENCY, durationMs: DURATION_MS },
  );
  return { login, permission };
}

const ratio = (api: { rps: number }, raw: { rps: number }) => +(api.rps / raw.rps).toFixed(2);

export async function loginPermissionBench() {
  const results: Record<string, unknown> = {};

  const dataDir = mkdtempSync(join(tmpdir(), 'bench-login-'));
  try {
    const api = await measureApi({ DATA_DIR: dataDir });
    const db = new PGlite(join(dataDir, 'pgdata'));
    const { rows } = await db.query<{ password_hash: string }>(`select password_hash from sys_user where username = 'admin'`);
    const passwordHash = rows[0].password_hash;
    const raw = await measureRaw(
      async () => ({ query: rawQueryOf(db), done: () => {} }),
      async () => {
        if (!(await verifyPassword(passwordHash, PASSWORD))) throw new Error('wrong password');
        await db.transaction((tx) => rawLoginWork(insideTransaction(rawQueryOf(tx)), { username: 'admin', ip: '127.0.0.1' }));
      },
    );
    await db.close();
    results.embedded = { api, raw, apiToRawRps: { login: ratio(api.login, raw.login), permission: ratio(api.permission, raw.permission) } };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    results.postgres = `skipped: PostgreSQL not reachable at ${adminUrl}`;
    return results;
  }
  const name = `bench_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // idle connections are ended by the server when the database is dropped; an unheard 'error'
  // event would kill the bench before it prints anything, so the pool is ended first and listened to
  const pool = new pg.Pool({ connectionString: url.toString(), max: DEFAULT_POOL_SIZE }); // as many connections as the server's pool
  pool.on('error', () => {});
  const pgDataDir = mkdtempSync(join(tmpdir(), 'bench-pg-'));
  try {
    const api = await measureApi({ DATABASE_URL: url.toString(), DATA_DIR: pgDataDir });
    const connect: Connect = async () => {
      const connection = await pool.connect();
      return { query: rawQueryOf(connection), done: () => connection.release() };
    };
    const raw = await measureRaw(connect, async () => {
      const client = await connect();
      try {
        await rawLoginWork(client.query, { username: 'admin', password: PASSWORD, ip: '127.0.0.1' });
      } finally {
        client.done();
      }
    });
    results.postgres = { api, raw, apiToRawRps: { login: ratio(api.login, raw.login), permission: ratio(api.permission, raw.permission) } };
  } finally {
    await pool.end();
    rmSync(pgDataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await loginPermissionBench(), null, 2));
