/**
 * What the live channel and the live table channel share: the open sockets of this process in
 * groups (by user, by table page), the check that a socket belongs to its token's user, and the
 * closing of the sockets of sessions that ended (signed out, forced out, frozen), heard on the
 * event bus from whichever process ended them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { SessionContext } from '../lib/request-context';
import { BUS_CHANNELS } from './event-bus';

/** close codes: the session ended (signed out, forced out, frozen) / the socket is not the token's user */
export const CLOSE_SESSION_ENDED = 4401;
export const CLOSE_FORBIDDEN = 4403;

export interface OpenSocket {
  socket: WebSocket;
  userId: string;
  sessionId: string;
}

const sessionEndedMessage = z.object({
  userId: z.string().optional(),
  userIds: z.array(z.string()).optional(),
  sessionIds: z.array(z.string()).optional(),
});

/** This process's sockets in groups (`groupOf` names an entry's group); the sockets of an ended session are closed. */
export function socketGroups<E extends OpenSocket>(fastify: FastifyInstance, groupOf: (entry: E) => string) {
  const groups = new Map<string, Set<E>>();
  fastify.bus.subscribe(BUS_CHANNELS.sessionEnded, (raw) => {
    const parsed = sessionEndedMessage.safeParse(raw);
    if (!parsed.success) return;
    const users = new Set([...(parsed.data.userIds ?? []), ...(parsed.data.userId ? [parsed.data.userId] : [])]);
    const sessions = new Set(parsed.data.sessionIds ?? []);
    for (const set of [...groups.values()]) {
      for (const entry of [...set]) {
        if (users.has(entry.userId) || sessions.has(entry.sessionId)) entry.socket.close(CLOSE_SESSION_ENDED, 'session ended');
      }
    }
  });
  return {
    /** keeps the entry until its socket closes */
    add(entry: E) {
      const key = groupOf(entry);
      let set = groups.get(key);
      if (!set) groups.set(key, (set = new Set()));
      set.add(entry);
      entry.socket.on('close', () => {
        set.delete(entry);
        if (set.size === 0 && groups.get(key) === set) groups.delete(key);
      });
    },
    group: (key: string): Iterable<E> => groups.get(key) ?? [],
    all: (): Iterable<Set<E>> => groups.values(),
    count: () => [...groups.values()].reduce((n, set) => n + set.size, 0),
  };
}

/** The socket's session when it is its token's and the path's user; otherwise the socket is closed and null returned. */
export function socketSession(socket: WebSocket, request: FastifyRequest, userId: string): SessionContext | null {
  const session = request.session;
  if (!session) {
    socket.close(CLOSE_SESSION_ENDED, 'unauthorized');
    return null;
  }
  if (session.userId !== userId) {
    socket.close(CLOSE_FORBIDDEN, 'forbidden');
    return null;
  }
  return session;
}
