import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type TestContext } from '../../test/helper';
import { sysUser } from '../db/schema';
import { BUS_CHANNELS } from './event-bus';
import { CLOSE_SESSION_ENDED } from './live-channel';
import { CLOSE_BAD_PAGE } from './live-table-channel';
import { openSocket, type TestSocket } from '../../test/live-channel';

let ctx: TestContext;
let base: string;
let logLines: string[];

beforeEach(async () => {
  logLines = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  ctx = await buildTestApp({ logger: { level: 'warn', stream } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  base = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/vxeSocket`;
});
afterEach(() => ctx.close());

const idOf = async (username: string) => (await ctx.app.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, username)))[0].id;

async function join(username: string, pageId = 'bus-maintain') {
  const token = await signIn(ctx.app, username);
  return openSocket(`${base}/${await idOf(username)}/${pageId}`, token);
}

const rowUpdate = (row: Record<string, unknown>, caseId = 'case-a') => ({ type: 'update_vxe_table', data: { socketKey: 'maintain', args: [row, caseId] } });
const updates = (socket: TestSocket) => socket.messages.filter((m) => (m as { type?: string }).type === 'update_vxe_table');
/**
 * A heartbeat answered on each socket: a relay the server made before it (wrongly) to that socket
 * has arrived by then, so the checks for updates that must not come run after it, not after a sleep.
 */
const heartBeat = JSON.stringify({ type: 'heart_beat', data: { time: 1 } });
const markers = (...sockets: TestSocket[]) => Promise.all(sockets.map((s) => s.marker(heartBeat, (m) => m.type === 'heart_beat')));

describe('live table channel', () => {
  it('refuses a socket without a token, with a wrong token, for another user or with a bad page id', async () => {
    const linaId = await idOf('lina');
    await expect(openSocket(`${base}/${linaId}/bus-maintain`)).rejects.toThrow('HTTP 401');
    await expect(openSocket(`${base}/${linaId}/bus-maintain`, 'not-a-real-token')).rejects.toThrow('HTTP 401');
    const wangfang = await signIn(ctx.app, 'wangfang');
    expect((await (await openSocket(`${base}/${linaId}/bus-maintain`, wangfang)).closed).code).toBe(4403);
    const lina = await signIn(ctx.app, 'lina');
    expect((await (await openSocket(`${base}/${linaId}/${encodeURIComponent('a b<script>')}`, lina)).closed).code).toBe(CLOSE_BAD_PAGE);
  });

  it('relays an edited row to the other sockets of the page, within the tenant, not back to the sender', async () => {
    const sender = await join('lina');
    const otherTab = await join('lina');
    const colleague = await join('wangfang');
    const otherPage = await join('liuyang', 'line-shift');
    const otherTenant = await join('hanlei');
    expect(ctx.app.liveTableChannel.count()).toBe(5);

    const message = rowUpdate({ id: 'r-1001', plateNo: '鄂A10001', cost: 1280.5 });
    sender.socket.send(JSON.stringify(message));
    expect(await colleague.next((m) => m.type === 'update_vxe_table')).toEqual(message);
    expect(await otherTab.next((m) => m.type === 'update_vxe_table')).toEqual(message);
    await markers(sender, otherPage, otherTenant);
    expect(updates(sender)).toEqual([]);
    expect(updates(otherPage)).toEqual([]);
    expect(updates(otherTenant)).toEqual([]);

    // the other tenant's page of the same name is its own room
    const tenantTwoPeer = await join('tangjie');
    otherTenant.socket.send(JSON.stringify(rowUpdate({ id: 'r-9' }, 'case-t2')));
    expect(await tenantTwoPeer.next((m) => m.type === 'update_vxe_table')).toEqual(rowUpdate({ id: 'r-9' }, 'case-t2'));
    await markers(colleague);
    expect(updates(colleague)).toHaveLength(1);
    for (const s of [sender, otherTab, colleague, otherPage, otherTenant, tenantTwoPeer]) s.socket.close();
  });

  it('answers heartbeats and only logs unparsable or unknown messages', async () => {
    const sender = await join('lina');
    const peer = await join('wangfang');
    await markers(sender);
    expect(sender.messages).toEqual([{ type: 'heart_beat', data: { msg: '心跳响应' } }]);

    sender.socket.send('{not json');
    sender.socket.send(JSON.stringify({ type: 'drop_table' }));
    sender.socket.send(JSON.stringify({ type: 'update_vxe_table', data: { socketKey: 'maintain', args: [{ plateNo: 'no id' }] } }));
    await expect.poll(() => logLines.filter((line) => line.includes('live table: un')).length).toBe(3);
    expect(logLines.join('')).toContain('live table: unparsable client message');
    expect(logLines.join('')).toContain('live table: unknown client message');
    await markers(peer);
    expect(updates(peer)).toEqual([]);
    expect(sender.socket.readyState).toBe(sender.socket.OPEN);
    sender.socket.close();
    peer.socket.close();
  });

  it('relays row updates published by another node through the bus', async () => {
    const peer = await join('wangfang');
    const payload = rowUpdate({ id: 'r-7', status: '维修中' }, 'case-node-b');
    await ctx.app.bus.publish(BUS_CHANNELS.liveTable, { tenantId: 1, pageId: 'bus-maintain', senderId: 'socket-on-node-b', payload });
    expect(await peer.next((m) => m.type === 'update_vxe_table')).toEqual(payload);
    peer.socket.close();
  });

  it('closes the sockets of an ended session', async () => {
    const socket = await join('lina');
    await ctx.app.bus.publish(BUS_CHANNELS.sessionEnded, { userIds: [await idOf('lina')] });
    expect((await socket.closed).code).toBe(CLOSE_SESSION_ENDED);
    await expect.poll(() => ctx.app.liveTableChannel.count()).toBe(0);
  });
});
