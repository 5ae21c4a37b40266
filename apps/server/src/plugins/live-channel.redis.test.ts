/**
 * Scale-out: two apps in one process on one database, each with its own Redis connections, so a
 * publish crosses Redis. A browser connected to node B hears an announcement published through
 * node A. Runs only when REDIS_URL is set (vitest.config.ts leaves the file out otherwise);
 * live-channel-processes.postgres.redis.test.ts does the same with a separate server process.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import type { DatabaseHandle } from '../db/client';
import { sysUser } from '../db/schema';
import { createTestDatabase, signIn, testClock, testConfig } from '../../test/helper';
import { openSocket, publishAnnouncement } from '../../test/live-channel';

const redisUrl = process.env.REDIS_URL!;
let database: DatabaseHandle;
let nodeA: App;
let nodeB: App;

beforeAll(async () => {
  database = await createTestDatabase();
  const clock = testClock();
  const build = () => buildApp({ config: testConfig({ redisUrl }), database, closeDatabase: false, clock: clock.now });
  nodeA = await build();
  nodeB = await build();
  await nodeA.listen({ port: 0, host: '127.0.0.1' });
  await nodeB.listen({ port: 0, host: '127.0.0.1' });
  await Promise.all([nodeA.bus.ready(), nodeB.bus.ready()]);
});

afterAll(async () => {
  await nodeA?.close();
  await nodeB?.close();
  await database?.close();
});

const portOf = (app: App) => {
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
};

it('delivers an announcement published on node A to a socket held by node B', async () => {
  expect(nodeA.bus.kind).toBe('redis');
  const admin = await signIn(nodeA, 'admin');
  const lina = await signIn(nodeA, 'lina');
  const [{ id: linaId }] = await nodeA.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'lina'));
  const socket = await openSocket(`ws://127.0.0.1:${portOf(nodeB)}/api/websocket/${linaId}`, lina);

  const id = await publishAnnouncement(nodeA, admin, { titile: '跨节点通知', priority: 'L', msgCategory: '1', msgType: 'ALL' });
  expect(await socket.next((m) => m.cmd === 'topic', 5000)).toEqual({ cmd: 'topic', msgId: id, msgTxt: '跨节点通知' });

  const userMsgId = await publishAnnouncement(nodeA, admin, { titile: '只给李娜', priority: 'H', msgCategory: '2', msgType: 'USER', userIds: linaId });
  expect(await socket.next((m) => m.cmd === 'user', 5000)).toMatchObject({ cmd: 'user', userId: linaId, msgId: userMsgId });
  socket.socket.close();
});
