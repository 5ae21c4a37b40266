import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeaders, buildTestApp, signIn, type TestContext } from '../../test/helper';
import { sysUser } from '../db/schema';
import { BUS_CHANNELS } from './event-bus';
import { CLOSE_SESSION_ENDED } from './live-channel';
import { openSocket } from '../../test/live-channel';

let ctx: TestContext;
let base: string;

beforeEach(async () => {
  ctx = await buildTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  base = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/websocket`;
});
afterEach(() => ctx.close());

const idOf = async (username: string) => (await ctx.app.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, username)))[0].id;

async function publish(admin: string, body: Record<string, unknown>) {
  const add = await ctx.app.inject({
    method: 'POST',
    url: '/api/sys/annountCement/add',
    headers: authHeaders(admin),
    payload: { titile: '早班调整', priority: 'M', msgCategory: '1', msgType: 'ALL', msgContent: '<p>x</p>', ...body },
  });
  const id = add.json().result.id as string;
  const res = await ctx.app.inject({ method: 'GET', url: `/api/sys/annountCement/doReleaseData?id=${id}`, headers: authHeaders(admin) });
  expect(res.statusCode).toBe(200);
  return id;
}

describe('live channel', () => {
  it('refuses a socket without a token, with a wrong token, or for another user', async () => {
    const linaId = await idOf('lina');
    await expect(openSocket(`${base}/${linaId}`)).rejects.toThrow('HTTP 401');
    await expect(openSocket(`${base}/${linaId}`, 'not-a-real-token')).rejects.toThrow('HTTP 401');
    const wangfang = await signIn(ctx.app, 'wangfang');
    const foreign = await openSocket(`${base}/${linaId}`, wangfang);
    expect((await foreign.closed).code).toBe(4403);
  });

  it('delivers announcements to everyone (topic) and to the chosen user only (user), and answers heartbeats', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const lina = await signIn(ctx.app, 'lina');
    const wangfang = await signIn(ctx.app, 'wangfang');
    const [linaId, wangfangId] = await Promise.all([idOf('lina'), idOf('wangfang')]);
    const linaSocket = await openSocket(`${base}/${linaId}`, lina);
    expect(linaSocket.socket.protocol).toBe(lina);
    const wangfangSocket = await openSocket(`${base}/${wangfangId}`, wangfang);

    const allId = await publish(admin, {});
    expect(await linaSocket.next((m) => m.cmd === 'topic')).toEqual({ cmd: 'topic', msgId: allId, msgTxt: '早班调整' });
    await wangfangSocket.next((m) => m.cmd === 'topic' && m.msgId === allId);

    const userIdMsg = await publish(admin, { msgType: 'USER', userIds: linaId, titile: '只给李娜' });
    expect(await linaSocket.next((m) => m.cmd === 'user')).toEqual({ cmd: 'user', userId: linaId, msgId: userIdMsg, msgTxt: '只给李娜' });

    // heartbeats, both spellings; wangfang's answer is the marker: the user message, had it been
    // sent to her too, would have arrived before it
    await linaSocket.marker('HeartBeat', (m) => m.cmd === 'heartcheck');
    await wangfangSocket.marker(JSON.stringify({ cmd: 'heartcheck' }), (m) => m.cmd === 'heartcheck');
    expect(wangfangSocket.messages.some((m) => (m as { cmd: string }).cmd === 'user')).toBe(false);
    linaSocket.socket.send('{not json');
    expect(linaSocket.socket.readyState).toBe(linaSocket.socket.OPEN);
    linaSocket.socket.close();
    wangfangSocket.socket.close();
  });

  it('closes the sockets of an ended session (force logout)', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const lina = await signIn(ctx.app, 'lina');
    const linaId = await idOf('lina');
    const socket = await openSocket(`${base}/${linaId}`, lina);
    const sessions = await ctx.app.inject({ method: 'GET', url: '/api/sys/online/list?username=lina', headers: authHeaders(admin) });
    const sessionId = sessions.json().result.records[0].sessionId as string;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/sys/online/forceLogout', headers: authHeaders(admin), payload: { sessionId } });
    expect(res.statusCode).toBe(200);
    expect((await socket.closed).code).toBe(CLOSE_SESSION_ENDED);
    await expect.poll(() => ctx.app.liveChannel.count()).toBe(0);
  });

  it('closes every socket of a user named in sessionEnded (freeze)', async () => {
    const lina = await signIn(ctx.app, 'lina');
    const linaId = await idOf('lina');
    const first = await openSocket(`${base}/${linaId}`, lina);
    const second = await openSocket(`${base}/${linaId}`, lina);
    await ctx.app.bus.publish(BUS_CHANNELS.sessionEnded, { userIds: [linaId] });
    expect((await first.closed).code).toBe(CLOSE_SESSION_ENDED);
    expect((await second.closed).code).toBe(CLOSE_SESSION_ENDED);
  });
});
