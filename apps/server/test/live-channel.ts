/** Helpers for tests of the live channel: a `ws` client that collects what the server pushes. */
import { WebSocket } from 'ws';
import type { App } from '../src/app';
import { authHeaders } from './helper';

export interface TestSocket {
  socket: WebSocket;
  messages: unknown[];
  /** resolves with the first message matching, or rejects after the timeout */
  next(match: (message: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  closed: Promise<{ code: number }>;
}

export function openSocket(url: string, token?: string): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const socket = token ? new WebSocket(url, [token]) : new WebSocket(url);
    const messages: unknown[] = [];
    const waiters = new Set<() => void>();
    const closed = new Promise<{ code: number }>((done) => socket.on('close', (code) => done({ code })));
    socket.on('message', (data) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(data.toString());
      } catch {
        parsed = data.toString();
      }
      messages.push(parsed);
      for (const wake of [...waiters]) wake();
    });
    socket.on('error', reject);
    socket.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.on('open', () =>
      resolve({
        socket,
        messages,
        closed,
        next(match, timeoutMs = 3000) {
          return new Promise((found, fail) => {
            const check = () => {
              const hit = messages.find((m) => typeof m === 'object' && m !== null && match(m as Record<string, unknown>));
              if (hit) {
                waiters.delete(check);
                clearTimeout(timer);
                found(hit as Record<string, unknown>);
              }
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
            }, timeoutMs);
            waiters.add(check);
            check();
          });
        },
      }),
    );
  });
}

/** Adds an announcement through the API as `adminToken` and publishes it; answers its id. */
export async function publishAnnouncement(app: App, adminToken: string, payload: Record<string, unknown>): Promise<string> {
  const add = await app.inject({ method: 'POST', url: '/api/sys/annountCement/add', headers: authHeaders(adminToken), payload });
  const id = add.json().result.id as string;
  const release = await app.inject({ method: 'GET', url: `/api/sys/annountCement/doReleaseData?id=${id}`, headers: authHeaders(adminToken) });
  if (release.statusCode !== 200) throw new Error(`publishing failed: ${release.statusCode} ${release.body}`);
  return id;
}
