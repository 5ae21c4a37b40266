/**
 * Client of the live channel (spec 01 section 3): `ws(s)://<host>/api/websocket/<userId>` with
 * the token as the WebSocket protocol (browsers cannot send headers). Sends a heartbeat after
 * 20 s without traffic, reconnects 5 s after a close or error, and hands `topic` / `user` /
 * `revoke` messages to the caller. Anything else is only logged. Plain TypeScript: no React.
 */
export const HEARTBEAT_AFTER_MS = 20_000;
export const RECONNECT_AFTER_MS = 5_000;
export const HEARTBEAT_MESSAGE = JSON.stringify({ cmd: 'heartcheck' });
/** the server closes with these when the session ended or the socket is not the user's: do not retry */
const FINAL_CLOSE_CODES = new Set([4401, 4403]);

export type LiveChannelMessage =
  { cmd: 'topic'; msgId: string; msgTxt: string } | { cmd: 'user'; userId: string; msgId: string; msgTxt: string } | { cmd: 'revoke'; msgId: string };

type SocketLike = Pick<WebSocket, 'send' | 'close' | 'readyState'> & {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
};

export interface LiveChannelOptions {
  url: string;
  token: string;
  onMessage(message: LiveChannelMessage): void;
  /** for tests */
  createSocket?: (url: string, protocols: string[]) => SocketLike;
  log?: (...args: unknown[]) => void;
}

export function liveChannelUrl(userId: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/websocket/${encodeURIComponent(userId)}`;
}

/** Parses one server message; null for anything that is not an announcement command. */
export function parseLiveMessage(data: unknown): LiveChannelMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as { cmd?: unknown; msgId?: unknown };
    if (value && (value.cmd === 'topic' || value.cmd === 'user' || value.cmd === 'revoke') && typeof value.msgId === 'string') {
      return value as LiveChannelMessage;
    }
  } catch {
    return null;
  }
  return null;
}

export function connectLiveChannel(options: LiveChannelOptions): { close(): void } {
  const create = options.createSocket ?? ((url, protocols) => new WebSocket(url, protocols) as SocketLike);
  const log = options.log ?? ((...args: unknown[]) => console.log(...args));
  let socket: SocketLike | null = null;
  let heartbeat: ReturnType<typeof setTimeout> | undefined;
  let reconnect: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const armHeartbeat = () => {
    clearTimeout(heartbeat);
    heartbeat = setTimeout(() => {
      if (socket && socket.readyState === 1) socket.send(HEARTBEAT_MESSAGE);
      armHeartbeat();
    }, HEARTBEAT_AFTER_MS);
  };

  const scheduleReconnect = () => {
    clearTimeout(heartbeat);
    if (stopped || reconnect) return;
    reconnect = setTimeout(() => {
      reconnect = undefined;
      open();
    }, RECONNECT_AFTER_MS);
  };

  function open() {
    if (stopped) return;
    const current = create(options.url, [options.token]);
    socket = current;
    current.onopen = () => armHeartbeat();
    current.onmessage = (event) => {
      armHeartbeat();
      const message = parseLiveMessage(event.data);
      if (message) options.onMessage(message);
      else log('live channel:', event.data);
    };
    current.onerror = () => {
      if (socket !== current) return;
      scheduleReconnect();
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      if (FINAL_CLOSE_CODES.has(event.code)) {
        stopped = true;
        clearTimeout(heartbeat);
        return;
      }
      scheduleReconnect();
    };
  }

  open();
  return {
    close() {
      stopped = true;
      clearTimeout(heartbeat);
      clearTimeout(reconnect);
      const current = socket;
      socket = null;
      current?.close();
    },
  };
}
