import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  connectLiveTable,
  LIVE_TABLE_HEARTBEAT_MS,
  LIVE_TABLE_RECONNECT_MS,
  LIVE_TABLE_REPLY_TIMEOUT_MS,
  liveTableUrl,
  parseLiveTableMessage,
} from '../live-table-channel';
import { FakeSocket, latest } from './fake-socket';

const update = (row: Record<string, unknown>, caseId = 'tab-2') =>
  JSON.stringify({ type: 'update_vxe_table', data: { socketKey: 'maintain', args: [row, caseId] } });

function connect() {
  const onMessage = vi.fn();
  const warn = vi.fn();
  const onStatus = vi.fn();
  const channel = connectLiveTable({
    url: 'ws://bus.test/api/vxeSocket/u1/page-1',
    token: 'tok-123',
    onMessage,
    onStatus,
    warn,
    createSocket: (url, protocols) => new FakeSocket(url, protocols),
  });
  return { channel, onMessage, warn, onStatus };
}

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('live table channel client', () => {
  it('builds the socket url and sends the token as protocol', () => {
    expect(liveTableUrl('u 1', 'demo/table', { protocol: 'https:', host: 'bus.example.com' })).toBe('wss://bus.example.com/api/vxeSocket/u%201/demo%2Ftable');
    connect();
    expect(latest().protocols).toEqual(['tok-123']);
  });

  it('hands update_vxe_table messages over and only warns about anything else', () => {
    const { onMessage, warn } = connect();
    latest().open();
    latest().receive(update({ id: 'r1', plate: '鄂A10001' }));
    expect(onMessage).toHaveBeenCalledWith({ type: 'update_vxe_table', data: { socketKey: 'maintain', args: [{ id: 'r1', plate: '鄂A10001' }, 'tab-2'] } });
    latest().receive('{oops');
    latest().receive(JSON.stringify({ type: 'mystery' }));
    latest().receive(JSON.stringify({ type: 'update_vxe_table', data: { socketKey: 'x', args: [{ plate: 'no id' }] } }));
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(latest().closed).toBe(false);
  });

  it('sends a heartbeat every 10 s and reconnects 5 s after a missing reply (6 s)', () => {
    const { onStatus } = connect();
    const first = latest();
    first.open();
    vi.advanceTimersByTime(LIVE_TABLE_HEARTBEAT_MS);
    expect(JSON.parse(first.sent[0]).type).toBe('heart_beat');
    first.receive(JSON.stringify({ type: 'heart_beat' })); // answered: stays open
    vi.advanceTimersByTime(LIVE_TABLE_REPLY_TIMEOUT_MS);
    expect(first.closed).toBe(false);
    vi.advanceTimersByTime(LIVE_TABLE_HEARTBEAT_MS - LIVE_TABLE_REPLY_TIMEOUT_MS);
    expect(first.sent).toHaveLength(2);
    vi.advanceTimersByTime(LIVE_TABLE_REPLY_TIMEOUT_MS); // no reply this time
    expect(first.closed).toBe(true);
    expect(onStatus).toHaveBeenLastCalledWith('closed');
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(LIVE_TABLE_RECONNECT_MS);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('reconnects 5 s after a close, but not after the server refused the session', () => {
    connect();
    latest().open();
    latest().serverClose(1006);
    vi.advanceTimersByTime(LIVE_TABLE_RECONNECT_MS - 1);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    latest().serverClose(4403);
    vi.advanceTimersByTime(LIVE_TABLE_RECONNECT_MS * 3);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('sends rows only while open and stops for good on close()', () => {
    const { channel } = connect();
    const message = { type: 'update_vxe_table' as const, data: { socketKey: 'maintain', args: [{ id: 'r1' }, 'tab-1'] as [{ id: string }, string] } };
    expect(channel.send(message)).toBe(false);
    latest().open();
    expect(channel.send(message)).toBe(true);
    expect(JSON.parse(latest().sent[0])).toEqual(message);
    channel.close();
    expect(latest().closed).toBe(true);
    vi.advanceTimersByTime(LIVE_TABLE_RECONNECT_MS * 2);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('parses only well-formed messages', () => {
    expect(parseLiveTableMessage(update({ id: 7 }))).not.toBeNull();
    expect(parseLiveTableMessage('null')).toBeNull();
    expect(parseLiveTableMessage(JSON.stringify({ type: 'update_vxe_table', data: { args: [{ id: 1 }] } }))).toBeNull();
    expect(parseLiveTableMessage(JSON.stringify({ type: 'common_send_date', data: { key: 'reload', args: [1] } }))).toEqual({
      type: 'common_send_date',
      data: { key: 'reload', args: [1] },
    });
  });
});
