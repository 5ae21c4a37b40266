/** Helpers for tests of the live channel: a `ws` client that collects what the server pushes. */
import { afterAll, beforeAll } from 'vitest';
import { WebSocket } from 'ws';
import { buildApp, type App } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { authHeaders, createTestDatabase, testClock, testConfig } from './helper';

export interface TestSocket {
  socket: WebSocket;
  messages: unknown[];
  /** resolves with the first message matching, or rejects after the timeout */
  next(match: (message: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  /**
   * Sends `request` and waits for one more message matching `isReply` than there was before: a
   * marker. Whatever the server sent this socket before answering it has arrived by then, so a
   * check that something did not arrive runs after the marker instead of after a sleep.
   */
  marker(request: string, isReply: (message: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<void>;
  closed: Promise<{ code: number }>;
}

export function openSocket(url: string, token?: string): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const socket = token ? new WebSocket(url, [token]) : new WebSocket(url);
    const messages: unknown[] = [];
    const waiters = new Set<() => void>();
    const matching = (match: (message: Record<string, unknown>) => boolean) =>
      messages.filter((m): m is Record<string, unknown> => typeof m === 'object' && m !== null && match(m as Record<string, unknown>));
    /** resolves with `find()` once it finds something, or rejects after the timeout */
    const waitFor = <T>(find: () => T | undefined, timeoutMs: number) =>
      new Promise<T>((found, fail) => {
        const check = () => {
          const hit = find();
          if (hit !== undefined) {
            waiters.delete(check);
            clearTimeout(timer);
            found(hit);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          fail(new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
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
          return waitFor(() => matching(match)[0], timeoutMs);
        },
        async marker(request, isReply, timeoutMs = 3000) {
          const before = matching(isReply).length;
          socket.send(request);
          await waitFor(() => matching(isReply)[before], timeoutMs);
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

/**
 * Scale-out: two apps (nodes) in this process on one test database, each with its own Redis
 * connections (so a publish crosses Redis), listening on free ports; started before the file's
 * tests and closed after them.
 */
export function useTwoNodes(redisUrl: string) {
  const nodes = {} as { a: App; b: App; database: DatabaseHandle };
  beforeAll(async () => {
    nodes.database = await createTestDatabase();
    const clock = testClock();
    const build = () => buildApp({ config: testConfig({ redisUrl }), database: nodes.database, closeDatabase: false, clock: clock.now });
    nodes.a = await build();
    nodes.b = await build();
    await nodes.a.listen({ port: 0, host: '127.0.0.1' });
    await nodes.b.listen({ port: 0, host: '127.0.0.1' });
    await Promise.all([nodes.a.bus.ready(), nodes.b.bus.ready()]);
  });
  afterAll(async () => {
    await nodes.a?.close();
    await nodes.b?.close();
    await nodes.database?.close();
  });
  return nodes;
}

/** the port a node listens on */
export const portOf = (app: App) => {
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
};
