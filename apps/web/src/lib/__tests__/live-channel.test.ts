// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectLiveChannel, HEARTBEAT_MESSAGE, liveChannelUrl, parseLiveMessage } from '../live-channel';
import { FakeSocket, latest } from './fake-socket';

function connect() {
  const onMessage = vi.fn();
  const log = vi.fn();
  const channel = connectLiveChannel({
    url: 'ws://bus.test/api/websocket/u1',
    token: 'tok-123',
    onMessage,
    log,
    createSocket: (url, protocols) => new FakeSocket(url, protocols),
  });
  return { channel, onMessage, log };
}

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('live channel client', () => {
  it('builds ws/wss URLs from the page location', () => {
    expect(liveChannelUrl('u1', { protocol: 'http:', host: 'bus.test:8080' })).toBe('ws://bus.test:8080/api/websocket/u1');
    expect(liveChannelUrl('u1', { protocol: 'https:', host: 'bus.test' })).toBe('wss://bus.test/api/websocket/u1');
  });

  it('sends the token as the protocol and hands topic/user/revoke messages over; other messages are only logged', () => {
    const { onMessage, log } = connect();
    expect(latest().protocols).toEqual(['tok-123']);
    latest().open();
    latest().receive(JSON.stringify({ cmd: 'topic', msgId: 'a1', msgTxt: '停运通知' }));
    latest().receive(JSON.stringify({ cmd: 'user', userId: 'u1', msgId: 'a2', msgTxt: '私信' }));
    latest().receive(JSON.stringify({ cmd: 'heartcheck', msgTxt: '心跳响应' }));
    latest().receive('not json {');
    expect(onMessage.mock.calls.map(([m]) => m.msgId)).toEqual(['a1', 'a2']);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('sends a heartbeat after 20 s of silence, not before, and re-arms after traffic', () => {
    connect();
    latest().open();
    vi.advanceTimersByTime(19_000);
    latest().receive(JSON.stringify({ cmd: 'heartcheck' }));
    vi.advanceTimersByTime(19_000);
    expect(latest().sent).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(latest().sent).toEqual([HEARTBEAT_MESSAGE]);
    vi.advanceTimersByTime(20_000);
    expect(latest().sent).toHaveLength(2);
  });

  it('reconnects 5 s after a close or an error, but not after the session ended or after close()', () => {
    const { channel } = connect();
    latest().open();
    latest().serverClose(1006);
    vi.advanceTimersByTime(4_999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);

    latest().onerror?.(new Event('error'));
    latest().serverClose(1006); // error then close: still one reconnect
    vi.advanceTimersByTime(5_000);
    expect(FakeSocket.all).toHaveLength(3);

    latest().open();
    latest().serverClose(4401);
    vi.advanceTimersByTime(30_000);
    expect(FakeSocket.all).toHaveLength(3);
    channel.close();
  });

  it('close() stops heartbeats and reconnects', () => {
    const { channel } = connect();
    latest().open();
    channel.close();
    expect(latest().closed).toBe(true);
    latest().serverClose(1000);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(latest().sent).toEqual([]);
  });

  it('parses only announcement commands', () => {
    expect(parseLiveMessage('{"cmd":"revoke","msgId":"x"}')).toEqual({ cmd: 'revoke', msgId: 'x' });
    expect(parseLiveMessage('{"cmd":"topic"}')).toBeNull();
    expect(parseLiveMessage(42)).toBeNull();
  });
});
