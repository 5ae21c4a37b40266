/**
 * The live channel (spec 01 section 3, issue 3): one WebSocket per browser tab at
 * GET /api/websocket/:userId. Browsers cannot set headers on a WebSocket, so the token travels as
 * the Sec-WebSocket-Protocol and is echoed back (auth.ts reads it for this route only).
 *
 * Each process keeps its own sockets; messages arrive through the event bus, so with Redis an
 * announcement published on one node reaches sockets held by every node.
 */
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import { z } from 'zod';
import { AUTHENTICATED } from '@bus/contracts';
import { BUS_CHANNELS } from './event-bus';
import { socketGroups, socketSession, type OpenSocket } from './live-sockets';

export const LIVE_CHANNEL_PATH = '/api/websocket/:userId';
export { CLOSE_FORBIDDEN, CLOSE_SESSION_ENDED } from './live-sockets';
export const HEARTBEAT_REPLY = JSON.stringify({ cmd: 'heartcheck', msgTxt: '心跳响应' });

interface LiveSocket extends OpenSocket {
  tenantId: number;
}

export interface LiveChannel {
  /** sockets currently open on this process */
  count(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveChannel: LiveChannel;
  }
}

const announcementMessage = z.union([
  z.object({ cmd: z.literal('topic'), msgId: z.string(), msgTxt: z.string(), tenantId: z.number().optional() }),
  z.object({ cmd: z.literal('user'), userId: z.string(), msgId: z.string(), msgTxt: z.string() }),
  z.object({ cmd: z.literal('revoke'), msgId: z.string(), tenantId: z.number().optional() }),
]);

export default fp(
  async (fastify) => {
    const byUser = socketGroups<LiveSocket>(fastify, (entry) => entry.userId);
    function send(entry: LiveSocket, text: string) {
      if (entry.socket.readyState === entry.socket.OPEN) entry.socket.send(text);
    }

    fastify.bus.subscribe(BUS_CHANNELS.announcement, (raw) => {
      const parsed = announcementMessage.safeParse(raw);
      if (!parsed.success) {
        fastify.log.warn({ message: raw }, 'live channel: unknown announcement message');
        return;
      }
      const message = parsed.data;
      if (message.cmd === 'user') {
        const text = JSON.stringify(message);
        for (const entry of byUser.group(message.userId)) send(entry, text);
        return;
      }
      const { tenantId, ...forBrowser } = message;
      const text = JSON.stringify(forBrowser);
      for (const set of byUser.all()) {
        for (const entry of set) if (tenantId === undefined || entry.tenantId === tenantId) send(entry, text);
      }
    });

    fastify.decorate('liveChannel', {
      count: byUser.count,
    });

    await fastify.register(websocket, {
      options: {
        maxPayload: 64 * 1024,
        // echo the protocol the browser offered (its token), or the handshake fails in browsers
        handleProtocols: (protocols: Set<string>) => protocols.values().next().value ?? false,
      },
    });

    // An upgrade refused before the handler (401/403 from the auth hook) leaves the raw socket
    // open: the HTTP reply is written to it, but nobody ends it, and close() would wait forever.
    fastify.addHook('onResponse', async (request) => {
      if (!request.ws && String(request.headers.upgrade ?? '').toLowerCase() === 'websocket') request.raw.socket?.destroy();
    });

    fastify.get(
      LIVE_CHANNEL_PATH,
      {
        websocket: true,
        // AUTHENTICATED: the socket only ever carries messages for the token's own user (checked below)
        config: { permission: AUTHENTICATED, skipOperationLog: true, skipTenantCheck: true },
        schema: { hide: true },
      },
      (socket, request) => {
        const { userId } = request.params as { userId: string };
        const session = socketSession(socket, request, userId);
        if (!session) return;
        byUser.add({ socket, userId, tenantId: session.tenantId, sessionId: session.sessionId });
        socket.on('message', (data) => {
          const text = data.toString();
          if (text === 'HeartBeat' || text === 'ping') {
            socket.send(HEARTBEAT_REPLY);
            return;
          }
          try {
            const parsed = JSON.parse(text) as { cmd?: unknown };
            if (parsed && parsed.cmd === 'heartcheck') {
              socket.send(HEARTBEAT_REPLY);
              return;
            }
          } catch {
            // not JSON: logged below
          }
          request.log.info({ userId, text: text.slice(0, 200) }, 'live channel: unknown client message');
        });
      },
    );
  },
  { name: 'live-channel', dependencies: ['event-bus', 'auth'] },
);
