// Announcement fan-out over the live channel: 2,000 WebSocket clients (20 users, each signed in
// once with a hundred tabs open, as in a control room) on one server process; an ALL announcement
// is published through the API and every client's delivery latency is measured from just before
// the publish request. Also the server's RSS before and after the sockets are open. Through the
// real API only (no test-only hooks: the server runs as in production).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { adminSession, startServer, waitForHttp } from '../scripts/lib.mjs';
import { percentile, request } from './lib/load.mjs';
import { BENCH_PORTS } from './lib/ports.mjs';

const PORT = BENCH_PORTS.announcementFanout;
const CLIENTS = 2000;
const BASE = `http://127.0.0.1:${PORT}`;
/** tenant-1 seed users; sockets are spread over them (many tabs per user, as in a control room) */
const USERS = [
  'admin',
  'zhangwei',
  'lina',
  'wangfang',
  'liuyang',
  'chenjing',
  'yangfan',
  'zhaolei',
  'huangmin',
  'zhouqiang',
  'wuxia',
  'xujun',
  'sunli',
  'hujie',
  'zhuhong',
  'gaofeng',
  'linhui',
  'heping',
  'guoqing',
  'maxiaoyan',
];

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function connect(userId, token) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${PORT}/api/websocket/${userId}`, [token]);
    socket.once('open', () => resolve(socket));
    socket.on('error', reject);
  });
}

export async function announcementFanout() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-fanout-'));
  const child = startServer({ DATA_DIR: dataDir, AUTH_CAPTCHA: 'off', ADMIN_PASSWORD: 'Bench-Passw0rd', LOG_LEVEL: 'warn' }, { port: PORT });
  const sockets = [];
  try {
    await waitForHttp(`${BASE}/api/basic/system/get`);
    const login = async (username, password) =>
      (await request(`${BASE}/api/sys/login`, { method: 'POST', body: { username, password, captcha: '', checkKey: 'bench' } })).result;
    const admin = await adminSession(BASE, 'Bench-Passw0rd', 'Bench-Passw0rd-2');
    const perUser = Math.ceil(CLIENTS / USERS.length);
    const sessions = [];
    for (const username of USERS) {
      // seed users start with a one-time password: the administrator resets it, the user replaces it
      if (username !== 'admin') {
        await request(`${BASE}/api/sys/user/changePassword`, {
          method: 'PUT',
          headers: { 'x-access-token': admin },
          body: { username, password: 'Bench-Once-Passw0rd', confirmpassword: 'Bench-Once-Passw0rd' },
        });
        const once = (await login(username, 'Bench-Once-Passw0rd')).token;
        await request(`${BASE}/api/sys/user/updatePassword`, {
          method: 'POST',
          headers: { 'x-access-token': once },
          body: { username, oldpassword: 'Bench-Once-Passw0rd', password: 'Bench-Passw0rd-2', confirmpassword: 'Bench-Passw0rd-2' },
        });
      }
      const { token, userInfo } = await login(username, 'Bench-Passw0rd-2');
      // a user of several tenants chooses 江城 (tenant 1), whose announcement this is
      if (userInfo.tenantid === 0)
        await request(`${BASE}/api/sys/selectTenant`, { method: 'POST', headers: { 'x-access-token': token }, body: { tenantId: 1 } });
      for (let tab = 0; tab < perUser && sessions.length < CLIENTS; tab += 1) sessions.push({ userId: userInfo.id, token });
    }
    await sleep(2000);
    const rssBeforeKb = rssKb(child.pid);

    const connectStarted = performance.now();
    for (let i = 0; i < sessions.length; i += 100) {
      sockets.push(...(await Promise.all(sessions.slice(i, i + 100).map((s) => connect(s.userId, s.token)))));
    }
    const connectMs = Math.round(performance.now() - connectStarted);
    await sleep(2000);
    const rssAfterKb = rssKb(child.pid);

    const received = new Array(sockets.length).fill(null);
    let t0 = 0;
    const all = Promise.all(
      sockets.map(
        (socket, i) =>
          new Promise((resolve) => {
            socket.on('message', (data) => {
              if (received[i] !== null) return;
              const message = JSON.parse(data.toString());
              if (message.cmd === 'topic') {
                received[i] = performance.now() - t0;
                resolve();
              }
            });
          }),
      ),
    );
    const headers = { 'x-access-token': admin };
    const draft = await request(`${BASE}/api/sys/annountCement/add`, {
      method: 'POST',
      headers,
      body: { titile: '压测通知', priority: 'H', msgCategory: '1', msgType: 'ALL', msgContent: '<p>fan-out</p>' },
    });
    t0 = performance.now();
    await request(`${BASE}/api/sys/annountCement/doReleaseData?id=${draft.result.id}`, { headers });
    const publishMs = +(performance.now() - t0).toFixed(1);
    const timeout = sleep(15_000).then(() => 'timeout');
    const outcome = await Promise.race([all, timeout]);
    const latencies = received.filter((v) => v !== null).sort((a, b) => a - b);
    return {
      clients: sockets.length,
      users: USERS.length,
      delivered: latencies.length,
      ...(outcome === 'timeout' ? { timedOut: true } : {}),
      connectAllMs: connectMs,
      publishRequestMs: publishMs,
      latencyMs: {
        p50: +percentile(latencies, 50).toFixed(1),
        p99: +percentile(latencies, 99).toFixed(1),
        max: +latencies[latencies.length - 1].toFixed(1),
      },
      serverRssMb: {
        before: +(rssBeforeKb / 1024).toFixed(1),
        after: +(rssAfterKb / 1024).toFixed(1),
        perSocketKb: +((rssAfterKb - rssBeforeKb) / sockets.length).toFixed(1),
      },
    };
  } finally {
    for (const socket of sockets) socket.terminate();
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await announcementFanout());
