import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';

/**
 * Makes the database available as `fastify.db`. The handle comes from the caller (server.ts
 * opens the configured one, tests pass a fresh clone), so the plugin never decides which.
 */
export default fp<{ handle: DatabaseHandle; closeOnShutdown: boolean }>(
  async (fastify, { handle, closeOnShutdown }) => {
    fastify.decorate('db', handle.db);
    if (closeOnShutdown) fastify.addHook('onClose', () => handle.close());
  },
  { name: 'db' },
);
