/**
 * Scale-out: two apps in one process on one database, each with its own Redis connections, so a
 * publish crosses Redis. A browser connected to node B hears an announcement published through
 * node A. Runs only when REDIS_URL is set (vitest.config.ts leaves the file out otherwise);
 * live-channel-processes.postgres.redis.test.ts does the same with a separate server process.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { sysUser } from '../db/schema';
import { signIn } from '../../test/helper';
import { openSocket, publishAnnouncement, portOf, useTwoNodes } from '../../test/live-channel';

const redisUrl = process.env.REDIS_URL!;
const nodes = useTwoNodes(redisUrl);

it('delivers an announcement published on node A to a socket held by node B', async () => {
  expect(nodes.a.bus.kind).toBe('redis');
  const admin = await signIn(nodes.a, 'admin');
  const lina = await signIn(nodes.a, 'lina');
  const [{ id: linaId }] = await nodes.a.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'lina'));
  const socket = await openSocket(`ws://127.0.0.1:${portOf(nodes.b)}/api/websocket/${linaId}`, lina);

  const id = await publishAnnouncement(nodes.a, admin, { titile: '跨节点通知', priority: 'L', msgCategory: '1', msgType: 'ALL' });
  expect(await socket.next((m) => m.cmd === 'topic', 5000)).toEqual({ cmd: 'topic', msgId: id, msgTxt: '跨节点通知' });

  const userMsgId = await publishAnnouncement(nodes.a, admin, { titile: '只给李娜', priority: 'H', msgCategory: '2', msgType: 'USER', userIds: linaId });
  expect(await socket.next((m) => m.cmd === 'user', 5000)).toMatchObject({ cmd: 'user', userId: linaId, msgId: userMsgId });
  socket.socket.close();
});
