/**
 * The live table channel (spec 03 sections 3, 4 and 7): GET /api/vxeSocket/:userId/:pageId.
 * Browsers showing the same editable table (pageId) see each other's row edits: a socket sends
 * `{type:'update_vxe_table', data:{socketKey, args:[row, caseId]}}`, this node publishes it on
 * the event bus (Redis when configured, so other server processes hear it too) and every node
 * forwards it to its other sockets on that page, within the same tenant only. The sending socket
 * is skipped; the browser also ignores echoes carrying its own caseId.
 *
 * Authentication is the live channel's (token as Sec-WebSocket-Protocol, read by auth.ts; the
 * userId in the path must be the token's). A heartbeat `{type:'heart_beat'}` is answered in
 * kind; anything else is logged and dropped. Sockets close when their session ends.
 */
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AUTHENTICATED } from '@bus/contracts';
import { BUS_CHANNELS } from './event-bus';
import { socketGroups, socketSession, type OpenSocket } from './live-sockets';

export const LIVE_TABLE_PATH = '/api/vxeSocket/:userId/:pageId';
/** close code: the page id is not acceptable */
export const CLOSE_BAD_PAGE = 4400;
/** a page id names a table screen: letters, digits and a few separators */
export const PAGE_ID_PATTERN = /^[\w.:-]{1,100}$/;
/** a socket may relay this many row edits per window; more are dropped (and logged) */
export const RELAY_LIMIT = { messages: 100, windowMs: 10_000 };

interface TableSocket extends OpenSocket {
  id: string;
  tenantId: number;
  pageKey: string;
  window: { start: number; count: number };
}

const updateMessage = z.object({
  type: z.literal('update_vxe_table'),
  data: z.object({
    socketKey: z.string().min(1).max(100),
    args: z.tuple([z.looseObject({ id: z.union([z.string().min(1).max(64), z.number()]) }), z.string().max(64).optional()]),
  }),
});

const busMessage = z.object({
  tenantId: z.number(),
  pageId: z.string(),
  senderId: z.string(),
  payload: updateMessage,
});

export const HEART_BEAT_REPLY = JSON.stringify({ type: 'heart_beat', data: { msg: '心跳响应' } });

export interface LiveTableChannel {
  /** sockets currently open on this process */
  count(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveTableChannel: LiveTableChannel;
  }
}

const pageKeyOf = (tenantId: number, pageId: string) => `${tenantId}\u0000${pageId}`;

export default fp(
  async (fastify) => {
    const byPage = socketGroups<TableSocket>(fastify, (entry) => entry.pageKey);

    fastify.bus.subscribe(BUS_CHANNELS.liveTable, (raw) => {
      const parsed = busMessage.safeParse(raw);
      if (!parsed.success) {
        fastify.log.warn({ message: raw }, 'live table: unknown bus message');
        return;
      }
      const { tenantId, pageId, senderId, payload } = parsed.data;
      const text = JSON.stringify(payload);
      for (const entry of byPage.group(pageKeyOf(tenantId, pageId))) {
        if (entry.id !== senderId && entry.socket.readyState === entry.socket.OPEN) entry.socket.send(text);
      }
    });

    fastify.decorate('liveTableChannel', {
      count: byPage.count,
    });

    fastify.get(
      LIVE_TABLE_PATH,
      {
        websocket: true,
        // AUTHENTICATED: a socket only joins pages of its own tenant, for the token's own user (checked below)
        config: { permission: AUTHENTICATED, skipOperationLog: true, skipTenantCheck: true },
        schema: { hide: true },
      },
      (socket, request) => {
        const { userId, pageId } = request.params as { userId: string; pageId: string };
        const session = socketSession(socket, request, userId);
        if (!session) return;
        if (!PAGE_ID_PATTERN.test(pageId)) {
          socket.close(CLOSE_BAD_PAGE, 'bad page id');
          return;
        }
        const entry: TableSocket = {
          id: randomUUID(),
          socket,
          userId,
          tenantId: session.tenantId,
          sessionId: session.sessionId,
          pageKey: pageKeyOf(session.tenantId, pageId),
          window: { start: Date.now(), count: 0 },
        };
        byPage.add(entry);
        socket.on('message', (data) => {
          const text = data.toString();
          let value: unknown;
          try {
            value = JSON.parse(text);
          } catch {
            request.log.warn({ userId, pageId, text: text.slice(0, 200) }, 'live table: unparsable client message');
            return;
          }
          if ((value as { type?: unknown } | null)?.type === 'heart_beat') {
            socket.send(HEART_BEAT_REPLY);
            return;
          }
          const update = updateMessage.safeParse(value);
          if (!update.success) {
            request.log.warn({ userId, pageId, text: text.slice(0, 200) }, 'live table: unknown client message');
            return;
          }
          const now = Date.now();
          if (now - entry.window.start > RELAY_LIMIT.windowMs) entry.window = { start: now, count: 0 };
          entry.window.count += 1;
          if (entry.window.count > RELAY_LIMIT.messages) {
            if (entry.window.count === RELAY_LIMIT.messages + 1) request.log.warn({ userId, pageId }, 'live table: too many row updates, dropping');
            return;
          }
          fastify.bus
            .publish(BUS_CHANNELS.liveTable, { tenantId: entry.tenantId, pageId, senderId: entry.id, payload: update.data })
            .catch((error: unknown) => request.log.error({ err: error }, 'live table: publish failed'));
        });
      },
    );
  },
  { name: 'live-table-channel', dependencies: ['event-bus', 'auth', 'live-channel'] },
);
