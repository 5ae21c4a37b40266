/**
 * Scale-out with real processes: a second server started as its own Node process (server.ts, as
 * `npm start` runs it) on the same PostgreSQL database and the same Redis. A socket held by that
 * process hears an announcement published through this test's app at once. Runs when REDIS_URL and
 * DATABASE_URL are set (CI's second run); the two processes need one shared database server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import type { DatabaseHandle } from '../db/client';
import { sysUser } from '../db/schema';
import { authHeaders, createTestDatabase, signIn, testConfig } from '../../test/helper';
import { openSocket, publishAnnouncement } from '../../test/live-channel';

const redisUrl = process.env.REDIS_URL!;
const serverDir = path.resolve(import.meta.dirname, '../..');
let database: DatabaseHandle;
let nodeA: App;
let nodeB: ChildProcess;
let nodeBPort: number;
let dataDir: string;
let nodeBLog = '';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

async function waitForHttp(url: string, timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (nodeB.exitCode !== null) throw new Error(`node B exited with ${nodeB.exitCode}:\n${nodeBLog}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`node B did not answer within ${timeoutMs} ms:\n${nodeBLog}`);
}

beforeAll(async () => {
  const copy = await createTestDatabase();
  database = copy;
  const url = copy.url;
  if (!url) throw new Error('two server processes need PostgreSQL: set DATABASE_URL with REDIS_URL');
  // real time on both nodes: node B checks session expiry against its own clock
  nodeA = await buildApp({ config: testConfig({ redisUrl }), database, closeDatabase: false });
  await nodeA.ready();
  await nodeA.bus.ready();

  nodeBPort = await freePort();
  dataDir = mkdtempSync(path.join(tmpdir(), 'bus-node-b-'));
  nodeB = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(nodeBPort),
      DATABASE_URL: url,
      REDIS_URL: redisUrl,
      DATA_DIR: dataDir,
      AUTH_CAPTCHA: 'off',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  nodeB.stdout?.on('data', (chunk) => (nodeBLog += chunk));
  nodeB.stderr?.on('data', (chunk) => (nodeBLog += chunk));
  await waitForHttp(`http://127.0.0.1:${nodeBPort}/api/basic/system/get`, 60_000);
}, 90_000);

afterAll(async () => {
  if (nodeB && nodeB.exitCode === null) {
    const exited = new Promise((resolve) => nodeB.once('exit', resolve));
    nodeB.kill('SIGTERM');
    await exited;
  }
  await nodeA?.close();
  await database?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it('a socket on a separate server process hears an announcement published on this one', async () => {
  expect(nodeA.bus.kind).toBe('redis');
  const admin = await signIn(nodeA, 'admin');
  const lina = await signIn(nodeA, 'lina');
  const [{ id: linaId }] = await nodeA.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'lina'));
  // the session made on node A is valid on node B (one database)
  const info = await fetch(`http://127.0.0.1:${nodeBPort}/api/sys/user/info`, { headers: authHeaders(lina) });
  expect(info.status).toBe(200);
  const socket = await openSocket(`ws://127.0.0.1:${nodeBPort}/api/websocket/${linaId}`, lina);

  const id = await publishAnnouncement(nodeA, admin, { titile: '跨进程通知', priority: 'M', msgCategory: '1', msgType: 'USER', userIds: linaId });
  expect(await socket.next((m) => m.cmd === 'user', 5000)).toMatchObject({ cmd: 'user', userId: linaId, msgId: id, msgTxt: '跨进程通知' });
  socket.socket.close();
});
