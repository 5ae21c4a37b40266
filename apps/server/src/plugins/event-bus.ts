/**
 * Cross-node events (DESIGN.md "Scale-out"): announcements, live table rows, force logout.
 * With REDIS_URL every publish goes through Redis pub/sub, so a browser connected to another
 * server process hears it too; without it an in-process bus does the same on one process.
 * Handlers receive the parsed message; a handler that throws is logged, never fatal.
 */
import { EventEmitter } from 'node:events';
import fp from 'fastify-plugin';

export type BusHandler = (message: unknown) => void;

export interface EventBus {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, message: unknown): Promise<void>;
  /** returns the unsubscribe function */
  subscribe(channel: string, handler: BusHandler): () => void;
  /** resolves once every subscription made so far is live (Redis joins channels asynchronously) */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** Channel names: one place so publishers and subscribers agree. */
export const BUS_CHANNELS = {
  /** an announcement or system message for everyone ({ cmd: 'topic' }) or some users ({ cmd: 'user', userIds }) */
  announcement: 'bus:announcement',
  /** sessions ended by force logout, freeze or password change: { userId?, sessionIds? } */
  sessionEnded: 'bus:session-ended',
  /** a row edited in a live table (live-table-channel.ts): { tenantId, pageId, senderId, payload } */
  liveTable: 'bus:live-table',
  /** menus, role grants or roles changed: every instance drops its permission cache (permission-cache.ts) */
  permissionsChanged: 'bus:permissions-changed',
} as const;

export function createMemoryBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    async publish(channel, message) {
      // a copy, as Redis would deliver, and after the caller's transaction code continues
      const copy = JSON.parse(JSON.stringify(message)) as unknown;
      setImmediate(() => emitter.emit(channel, copy));
    },
    subscribe(channel, handler) {
      emitter.on(channel, handler);
      return () => emitter.off(channel, handler);
    },
    async ready() {},
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** ioredis is loaded only when REDIS_URL is set: a single server does not pay its 50 ms at start. */
export async function createRedisBus(url: string, onError: (error: Error) => void): Promise<EventBus> {
  const { Redis } = await import('ioredis');
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: false });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const handlers = new Map<string, Set<BusHandler>>();
  const joining = new Set<Promise<unknown>>();
  subscriber.on('message', (channel: string, text: string) => {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      onError(new Error(`unparsable message on ${channel}`));
      return;
    }
    for (const handler of handlers.get(channel) ?? []) handler(message);
  });
  return {
    kind: 'redis',
    async publish(channel, message) {
      await publisher.publish(channel, JSON.stringify(message));
    },
    subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        const join = subscriber.subscribe(channel).catch(onError);
        joining.add(join);
        void join.finally(() => joining.delete(join));
      }
      set.add(handler);
      return () => {
        set.delete(handler);
      };
    },
    async ready() {
      await Promise.all([...joining]);
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    bus: EventBus;
  }
}

export default fp<{ redisUrl?: string }>(
  async (fastify, options) => {
    const bus = options.redisUrl
      ? await createRedisBus(options.redisUrl, (error) => fastify.log.warn({ err: error }, 'event bus (Redis) error'))
      : createMemoryBus();
    const wrapped: EventBus = {
      ...bus,
      subscribe(channel, handler) {
        return bus.subscribe(channel, (message) => {
          try {
            handler(message);
          } catch (error) {
            fastify.log.error({ err: error, channel }, 'event bus handler failed');
          }
        });
      },
    };
    fastify.decorate('bus', wrapped);
    fastify.addHook('onClose', async () => bus.close());
  },
  { name: 'event-bus' },
);
