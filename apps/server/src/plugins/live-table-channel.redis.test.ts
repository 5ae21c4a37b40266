/**
 * Scale-out of the live table channel: two server processes (two apps) on one database and one
 * Redis. A row edited in a browser connected to node A reaches a browser on node B (same page,
 * same tenant) and not one on another page. Runs only when REDIS_URL is set.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { sysUser } from '../db/schema';
import { signIn } from '../../test/helper';
import { openSocket, portOf, useTwoNodes } from '../../test/live-channel';

const redisUrl = process.env.REDIS_URL!;
const nodes = useTwoNodes(redisUrl);
const idOf = async (username: string) => (await nodes.a.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, username)))[0].id;

it('relays a row edited on node A to a socket of the same page on node B', async () => {
  expect(nodes.a.bus.kind).toBe('redis');
  const lina = await signIn(nodes.a, 'lina');
  const wangfang = await signIn(nodes.a, 'wangfang');
  const [linaId, wangfangId] = await Promise.all([idOf('lina'), idOf('wangfang')]);
  const sender = await openSocket(`ws://127.0.0.1:${portOf(nodes.a)}/api/vxeSocket/${linaId}/bus-maintain`, lina);
  const receiver = await openSocket(`ws://127.0.0.1:${portOf(nodes.b)}/api/vxeSocket/${wangfangId}/bus-maintain`, wangfang);
  const elsewhere = await openSocket(`ws://127.0.0.1:${portOf(nodes.b)}/api/vxeSocket/${wangfangId}/line-shift`, wangfang);
  const elsewhereOnA = await openSocket(`ws://127.0.0.1:${portOf(nodes.a)}/api/vxeSocket/${linaId}/line-shift`, lina);

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
