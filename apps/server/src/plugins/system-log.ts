import fp from 'fastify-plugin';
import { LOG_TYPE_OPERATION, writeLog } from '../modules/sys/log/log.service';

/**
 * One operation entry in sys_log per authenticated non-GET request. Written after the reply is
 * sent; pending writes are awaited on close so a shutdown does not cut them off.
 */
export default fp(
  async (fastify) => {
    const pending = new Set<Promise<void>>();
    fastify.addHook('onResponse', async (request, reply) => {
      const session = request.session;
      if (!session || request.method === 'GET' || request.method === 'HEAD') return;
      if (request.routeOptions.config.skipOperationLog) return;
      const url = request.routeOptions.url ?? request.url;
      const write = writeLog(fastify.db, {
        logType: LOG_TYPE_OPERATION,
        content: `${request.method} ${url}`,
        userId: session.userId,
        username: session.username,
        ip: request.ip,
        method: request.method,
        url,
        status: reply.statusCode,
        costMs: Math.round(reply.elapsedTime),
        createTime: fastify.now(),
      })
        .catch((err) => request.log.error({ err }, 'operation log write failed'))
        .finally(() => pending.delete(write));
      pending.add(write);
    });
    fastify.addHook('onClose', async () => {
      await Promise.all(pending);
    });
  },
  { name: 'system-log', dependencies: ['db'] },
);
