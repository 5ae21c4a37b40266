import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { buildApp, type App, type BuildAppOptions } from '../src/app';
import type { AppConfig } from '../src/config';
import { pgliteHandle, postgresHandle, type DatabaseHandle } from '../src/db/client';
import { sysUserRole } from '../src/db/schema';
import { seedId } from '../src/db/seed/seed-id';
import { sysUser } from '../src/modules/sys/user/user.table';
import { databaseUrlFor } from './database-info';
import { resetDatabase } from './database-reset';

export { SEED_ADMIN_PASSWORD } from './database-info';
export const TEST_PASSWORD = 'Test-pass-2024';

let dumpCache: Buffer | undefined;

/**
 * Embedded copies kept by this worker (its files run one after another and share the module
 * graph): a copy a test has closed is reset to the seeded state and lent again, which costs a
 * tenth of loading the image anew. A test holding two databases at once gets two copies.
 */
const idleCopies: PGlite[] = [];

async function borrowEmbeddedDatabase(dumpFile: string): Promise<DatabaseHandle> {
  let client: PGlite | undefined;
  while (!client && idleCopies.length) {
    const used = idleCopies.pop()!;
    if (await resetDatabase(used)) client = used;
    else await used.close();
  }
  if (!client) {
    dumpCache ??= readFileSync(dumpFile);
    client = new PGlite({ loadDataDir: new Blob([new Uint8Array(dumpCache)]) });
    await client.waitReady;
  }
  const handle = pgliteHandle(client);
  let returned = false;
  return {
    ...handle,
    async close() {
      // closing twice (the app and then the test) returns it once
      if (returned) return;
      returned = true;
      idleCopies.push(client);
    },
  };
}

/**
 * A fresh copy of the migrated + seeded database (see global-setup.ts). On PostgreSQL the handle
 * also carries the copy's `url`, for a second server process on the same database.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const info = inject('testDatabase');
  if (info.kind === 'pglite') return borrowEmbeddedDatabase(info.dumpFile);
  const name = `bus_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: info.url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${info.template}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrlFor(info.url, name);
  const handle = postgresHandle(url, 4);
  return {
    ...handle,
    url,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: info.url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** A clock tests move forward instead of sleeping. */
export function testClock(start = new Date('2026-03-02T09:00:00+08:00')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

/**
 * Timers for the job scheduler driven by a test clock: `advance` moves the clock from one due
 * timer to the next, runs every timer due at that instant together (as several instances would)
 * and waits for their runs to finish, so a test sees each fire time without waiting for it.
 */
export function manualTimers(clock: ReturnType<typeof testClock>) {
  let nextId = 0;
  const pending = new Map<number, { at: number; callback: () => Promise<void> }>();
  return {
    set(callback: () => Promise<void>, delayMs: number) {
      nextId += 1;
      pending.set(nextId, { at: clock.now().getTime() + delayMs, callback });
      return nextId;
    },
    clear(handle: unknown) {
      pending.delete(handle as number);
    },
    /** how many timers are armed */
    get size() {
      return pending.size;
    },
    async advance(ms: number) {
      const end = clock.now().getTime() + ms;
      for (;;) {
        const at = Math.min(...[...pending.values()].map((timer) => timer.at));
        if (!(at <= end)) break;
        clock.advance(at - clock.now().getTime());
        const due = [...pending].filter(([, timer]) => timer.at === at);
        for (const [id] of due) pending.delete(id);
        await Promise.all(due.map(([, timer]) => timer.callback()));
      }
      clock.advance(end - clock.now().getTime());
    },
  };
}

export const testConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  port: 0,
  dataDir: '/nonexistent',
  captchaEnabled: true,
  nodeEnv: 'test',
  logLevel: 'silent',
  ...overrides,
});

export interface TestContext {
  app: App;
  database: DatabaseHandle;
  clock: ReturnType<typeof testClock>;
  close(): Promise<void>;
}

/**
 * Builds the app on a fresh database copy. `beforeRoutes` may add extra routes (probes) before
 * the app is ready.
 */
export async function buildTestApp(
  options: {
    config?: Partial<AppConfig>;
    smsSender?: BuildAppOptions['smsSender'];
    webRoot?: string;
    logger?: BuildAppOptions['logger'];
    beforeReady?: (app: App) => void;
  } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const clock = testClock();
  const app = await buildApp({
    config: testConfig(options.config),
    database,
    clock: clock.now,
    smsSender: options.smsSender,
    webRoot: options.webRoot,
    logger: options.logger,
  });
  options.beforeReady?.(app);
  await app.ready();
  return { app, database, clock, close: () => app.close() };
}

/**
 * An API test file's app with its users signed in, in one line: `call(method, url, token?, payload?)`
 * as the first user, `tokens.lina` for another, `app()` and `ctx()` once the tests run. Built on a
 * fresh database before the file's tests (before each test with `each: true`) and closed after.
 */
export function apiTest<const U extends readonly string[]>(
  usernames: U,
  options: {
    each?: boolean;
    config?: Partial<AppConfig>;
    /** a seeded role given to a user before they sign in */ roles?: Partial<Record<U[number], string>>;
  } = {},
) {
  let opened: TestContext | undefined;
  const tokens = {} as Record<U[number], string>;
  (options.each ? beforeEach : beforeAll)(async () => {
    opened = await buildTestApp({ config: options.config ?? { captchaEnabled: false } });
    for (const [username, roleCode] of Object.entries(options.roles ?? {}) as Array<[string, string]>) {
      const [user] = await opened.app.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, username));
      await opened.app.db.insert(sysUserRole).values({ userId: user.id, roleId: seedId('role', roleCode) });
    }
    for (const username of usernames as readonly U[number][]) tokens[username] = await signIn(opened.app, username);
  });
  (options.each ? afterEach : afterAll)(() => opened?.close());
  const ctx = () => {
    if (!opened) throw new Error('the test app opens before the tests run');
    return opened;
  };
  const app = () => ctx().app;
  return { ctx, app, tokens, call: callerOf(app, () => tokens[usernames[0] as U[number]]) };
}

export const authHeaders = (token: string, extra: Record<string, string> = {}) => ({ 'x-access-token': token, ...extra });

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An API test's `call(method, url, token?, payload?)` on its app, as `fallback()`'s user when no token is given. */
export const callerOf =
  (app: () => App, fallback: () => string) =>
  (method: Method, url: string, token = fallback(), payload?: object) =>
    app().inject({ method, url, headers: authHeaders(token), ...(payload ? { payload } : {}) });

/** Gets a captcha image for the key and reads its code through the test-only route. */
export async function captchaFor(app: App, key = `k${randomUUID().slice(0, 8)}`) {
  const image = await app.inject({ method: 'GET', url: `/api/sys/randomImage/${key}` });
  if (image.statusCode !== 200) throw new Error(`captcha failed: ${image.body}`);
  const code = await app.inject({ method: 'GET', url: `/api/__test__/captcha/${key}` });
  return { key, code: code.json().result as string, image: image.json().result as string };
}

export async function setPassword(app: App, username: string, password = TEST_PASSWORD, mustChangePassword = false) {
  const res = await app.inject({ method: 'POST', url: '/api/__test__/user-password', payload: { username, password, mustChangePassword } });
  if (res.statusCode !== 200) throw new Error(`set password failed: ${res.body}`);
}

/** Password sign-in with a freshly solved captcha; returns the raw reply. */
export async function login(app: App, username: string, password = TEST_PASSWORD, headers: Record<string, string> = {}) {
  const { key, code } = await captchaFor(app);
  return app.inject({ method: 'POST', url: '/api/sys/login', headers, payload: { username, password, captcha: code, checkKey: key } });
}

/** Gives the user a known password (no forced change) and signs in; returns the token. */
export async function signIn(app: App, username: string, options: { mustChangePassword?: boolean } = {}) {
  await setPassword(app, username, TEST_PASSWORD, options.mustChangePassword ?? false);
  const res = await login(app, username);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json().result.token as string;
}

/** a PNG's signature and some bytes: what the upload's content check takes for a picture */
export const TEST_PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

/** Uploads a picture to a resource's image folder (app_image) as the token's user; answers its stored path. */
export async function uploadTestImage(app: App, token: string, filename = 'picture.png'): Promise<string> {
  const boundary = '----test-image-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="biz"\r\n\r\napp_image\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    TEST_PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const reply = await app.inject({
    method: 'POST',
    url: '/api/sys/common/upload',
    payload,
    headers: authHeaders(token, { 'content-type': `multipart/form-data; boundary=${boundary}` }),
  });
  if (reply.statusCode !== 200) throw new Error(`the test picture was not uploaded: ${reply.body}`);
  return reply.json().message as string;
}
