/**
 * Scale-out of the live table channel: two server processes (two apps) on one database and one
 * Redis. A row edited in a browser connected to node A reaches a browser on node B (same page,
 * same tenant) and not one on another page. Runs only when REDIS_URL is set.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import type { DatabaseHandle } from '../db/client';
import { sysUser } from '../db/schema';
import { createTestDatabase, signIn, testClock, testConfig } from '../../test/helper';
import { openSocket } from '../../test/live-channel';

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
const idOf = async (username: string) => (await nodeA.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, username)))[0].id;

it('relays a row edited on node A to a socket of the same page on node B', async () => {
  expect(nodeA.bus.kind).toBe('redis');
  const lina = await signIn(nodeA, 'lina');
  const wangfang = await signIn(nodeA, 'wangfang');
  const [linaId, wangfangId] = await Promise.all([idOf('lina'), idOf('wangfang')]);
  const sender = await openSocket(`ws://127.0.0.1:${portOf(nodeA)}/api/vxeSocket/${linaId}/bus-maintain`, lina);
  const receiver = await openSocket(`ws://127.0.0.1:${portOf(nodeB)}/api/vxeSocket/${wangfangId}/bus-maintain`, wangfang);
  const elsewhere = await openSocket(`ws://127.0.0.1:${portOf(nodeB)}/api/vxeSocket/${wangfangId}/line-shift`, wangfang);
  const elsewhereOnA = await openSocket(`ws://127.0.0.1:${portOf(nodeA)}/api/vxeSocket/${linaId}/line-shift`, lina);

  const update = (id: string) => ({ type: 'update_vxe_table', data: { socketKey: 'maintain', args: [{ id, plateNo: '鄂A10001', progress: 60 }, 'case-a'] } });
  const message = update('r-1');
  sender.socket.send(JSON.stringify(message));
  expect(await receiver.next((m) => m.type === 'update_vxe_table', 5000)).toEqual(message);
  // markers through the same path (published after it through Redis, to the sockets that must not
  // get the first update): had it reached them, it would have arrived before
  receiver.socket.send(JSON.stringify(update('marker-b')));
  elsewhereOnA.socket.send(JSON.stringify(update('marker-shift')));
  expect(await sender.next((m) => m.type === 'update_vxe_table', 5000)).toEqual(update('marker-b'));
  expect(await elsewhere.next((m) => m.type === 'update_vxe_table', 5000)).toEqual(update('marker-shift'));
  expect(elsewhere.messages).toEqual([update('marker-shift')]);
  expect(sender.messages).toEqual([update('marker-b')]);
  for (const s of [sender, receiver, elsewhere, elsewhereOnA]) s.socket.close();
});
