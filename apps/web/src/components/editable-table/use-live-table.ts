/**
 * useLiveTable(pageId, onRowUpdate): joins the live table channel of a page (see
 * lib/live-table-channel.ts) for the signed-in user. `sendRow(row)` relays an edited row to the
 * other browsers on the page; rows they edit arrive through onRowUpdate. Echoes of this hook's
 * own messages (same caseId) and messages of other tables (socketKey) are ignored.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { connectLiveTable, liveTableUrl, type LiveTableConnection, type LiveTableRow, type LiveTableStatus } from '../../lib/live-table-channel';
import { useSessionStore } from '../../lib/session';

export interface UseLiveTableOptions {
  /** which table of the page the rows belong to (default: the page id) */
  socketKey?: string;
  enabled?: boolean;
}

const newCaseId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `case-${Math.random().toString(36).slice(2)}`);

export function useLiveTable(pageId: string | undefined, onRowUpdate: (row: LiveTableRow) => void, options: UseLiveTableOptions = {}) {
  const token = useSessionStore((s) => s.token);
  const userId = useSessionStore((s) => s.userInfo?.id);
  const socketKey = options.socketKey ?? pageId ?? '';
  const enabled = (options.enabled ?? true) && Boolean(pageId && token && userId) && typeof WebSocket !== 'undefined';
  const [status, setStatus] = useState<LiveTableStatus | null>(null);
  const connection = useRef<LiveTableConnection | null>(null);
  const caseId = useRef(newCaseId());
  const handler = useRef(onRowUpdate);
  useLayoutEffect(() => {
    handler.current = onRowUpdate;
  });

  useEffect(() => {
    if (!enabled) {
      setStatus(null);
      return;
    }
    const channel = connectLiveTable({
      url: liveTableUrl(userId!, pageId!),
      token: token!,
      onStatus: setStatus,
      onMessage: (message) => {
        if (message.type !== 'update_vxe_table') return;
        const [row, fromCase] = message.data.args;
        if (message.data.socketKey !== socketKey || fromCase === caseId.current) return;
        handler.current(row);
      },
    });
    connection.current = channel;
    return () => {
      connection.current = null;
      channel.close();
    };
  }, [enabled, pageId, socketKey, token, userId]);

  const sendRow = useCallback(
    (row: LiveTableRow) => connection.current?.send({ type: 'update_vxe_table', data: { socketKey, args: [row, caseId.current] } }) ?? false,
    [socketKey],
  );

  return { status, sendRow, caseId: caseId.current };
}
