/**
 * Client of the live table channel (spec 03 sections 3, 4, 7, 9):
 * `ws(s)://<host>/api/vxeSocket/<userId>/<pageId>`, the token as the WebSocket protocol.
 *
 * - heartbeat: `{type:'heart_beat'}` every 10 s; when nothing comes back within 6 s the socket
 *   is closed and, like after any close or error, reopened 5 s later;
 * - an edited row goes out as `{type:'update_vxe_table', data:{socketKey, args:[row, caseId]}}`;
 *   the server relays it to the other browsers on the same page;
 * - unparsable or unknown messages are only logged (console.warn).
 * Plain TypeScript: the React hook lives with the editable table.
 */
export const LIVE_TABLE_HEARTBEAT_MS = 10_000;
export const LIVE_TABLE_REPLY_TIMEOUT_MS = 6_000;
export const LIVE_TABLE_RECONNECT_MS = 5_000;
/** the server closes with these when the session ended or the socket is not the user's: do not retry */
const FINAL_CLOSE_CODES = new Set([4401, 4403, 4400]);

export type LiveTableRow = { id: string | number; [key: string]: unknown };

export type LiveTableMessage =
  | { type: 'heart_beat'; data?: unknown }
  | { type: 'update_vxe_table'; data: { socketKey: string; args: [LiveTableRow, string?] } }
  | { type: 'common_send_date'; data: { key: string; args: unknown[] } };

type SocketLike = Pick<WebSocket, 'send' | 'close' | 'readyState'> & {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
};

export interface LiveTableOptions {
  url: string;
  token: string;
  onMessage(message: LiveTableMessage): void;
  /** connecting / open / closed (for a status dot) */
  onStatus?(status: LiveTableStatus): void;
  createSocket?: (url: string, protocols: string[]) => SocketLike;
  warn?: (...args: unknown[]) => void;
}

export type LiveTableStatus = 'connecting' | 'open' | 'closed';

export interface LiveTableConnection {
  /** sends when open; returns false when the socket is not open (the edit is not relayed) */
  send(message: LiveTableMessage): boolean;
  close(): void;
}

export function liveTableUrl(userId: string, pageId: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/api/vxeSocket/${encodeURIComponent(userId)}/${encodeURIComponent(pageId)}`;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One server message, or null for anything unparsable or unknown. */
export function parseLiveTableMessage(data: unknown): LiveTableMessage | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isObject(value)) return null;
  if (value.type === 'heart_beat') return { type: 'heart_beat', data: value.data };
  const payload = value.data;
  if (value.type === 'update_vxe_table' && isObject(payload) && typeof payload.socketKey === 'string' && Array.isArray(payload.args)) {
    const [row, caseId] = payload.args;
    if (!isObject(row) || (typeof row.id !== 'string' && typeof row.id !== 'number')) return null;
    return { type: 'update_vxe_table', data: { socketKey: payload.socketKey, args: [row as LiveTableRow, typeof caseId === 'string' ? caseId : undefined] } };
  }
  if (value.type === 'common_send_date' && isObject(payload) && typeof payload.key === 'string') {
    return { type: 'common_send_date', data: { key: payload.key, args: Array.isArray(payload.args) ? payload.args : [] } };
  }
  return null;
}

export function connectLiveTable(options: LiveTableOptions): LiveTableConnection {
  const create = options.createSocket ?? ((url, protocols) => new WebSocket(url, protocols) as SocketLike);
  const warn = options.warn ?? ((...args: unknown[]) => console.warn(...args));
  let socket: SocketLike | null = null;
  let heartbeat: ReturnType<typeof setTimeout> | undefined;
  let replyTimeout: ReturnType<typeof setTimeout> | undefined;
  let reconnect: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const clearTimers = () => {
    clearTimeout(heartbeat);
    clearTimeout(replyTimeout);
    heartbeat = undefined;
    replyTimeout = undefined;
  };

  /** every 10 s a heartbeat; no answer within 6 s closes the socket (and so reconnects) */
  const armHeartbeat = (current: SocketLike) => {
    clearTimeout(heartbeat);
    heartbeat = setTimeout(() => {
      if (socket !== current || current.readyState !== 1) return;
      current.send(JSON.stringify({ type: 'heart_beat', data: { time: Date.now() } }));
      clearTimeout(replyTimeout);
      replyTimeout = setTimeout(() => {
        if (socket !== current) return;
        warn('live table: no heartbeat reply, reconnecting');
        drop(current);
      }, LIVE_TABLE_REPLY_TIMEOUT_MS);
      armHeartbeat(current);
    }, LIVE_TABLE_HEARTBEAT_MS);
  };

  const scheduleReconnect = () => {
    clearTimers();
    options.onStatus?.('closed');
    if (stopped || reconnect) return;
    reconnect = setTimeout(() => {
      reconnect = undefined;
      open();
    }, LIVE_TABLE_RECONNECT_MS);
  };

  /** forget a socket (closing it) and come back later */
  const drop = (current: SocketLike) => {
    if (socket === current) socket = null;
    try {
      current.close();
    } catch {
      // already closed
    }
    scheduleReconnect();
  };

  function open() {
    if (stopped) return;
    options.onStatus?.('connecting');
    let current: SocketLike;
    try {
      current = create(options.url, [options.token]);
    } catch (error) {
      warn('live table: cannot open the socket', error);
      scheduleReconnect();
      return;
    }
    socket = current;
    current.onopen = () => {
      if (socket !== current) return;
      options.onStatus?.('open');
      armHeartbeat(current);
    };
    current.onmessage = (event) => {
      if (socket !== current) return;
      clearTimeout(replyTimeout);
      const message = parseLiveTableMessage(event.data);
      if (!message) {
        warn('live table: unknown message', event.data);
        return;
      }
      if (message.type !== 'heart_beat') options.onMessage(message);
    };
    current.onerror = () => {
      if (socket !== current) return;
      drop(current);
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      if (FINAL_CLOSE_CODES.has(event.code)) {
        stopped = true;
        clearTimers();
        options.onStatus?.('closed');
        return;
      }
      scheduleReconnect();
    };
  }

  open();
  return {
    send(message) {
      if (!socket || socket.readyState !== 1) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    close() {
      stopped = true;
      clearTimers();
      clearTimeout(reconnect);
      const current = socket;
      socket = null;
      current?.close();
    },
  };
}
