import fp from 'fastify-plugin';
import { LOG_TYPE_OPERATION, writeLogs, type LogEntry } from '../modules/sys/log/log.service';

/** Entries one insert carries at most. */
const BATCH = 500;

/**
 * One operation entry in sys_log per authenticated non-GET request, written after the reply is
 * sent. Entries queue while an insert is in flight and go in the next one together: under load
 * many requests share one statement instead of each paying its own round trip; alone, an entry
 * goes at once. The queue is drained on close so a shutdown does not cut entries off.
 */
export default fp(
  async (fastify) => {
    const queue: LogEntry[] = [];
    let draining: Promise<void> | null = null;
    const drain = async () => {
      // let the replies finishing in this turn of the event loop join the first insert
      await new Promise((resolve) => setImmediate(resolve));
      while (queue.length) {
        const batch = queue.splice(0, BATCH);
        try {
          await writeLogs(fastify.db, batch);
        } catch (err) {
          fastify.log.error({ err, entries: batch.length }, 'operation log write failed');
        }
      }
      draining = null;
    };
    fastify.addHook('onResponse', async (request, reply) => {
      const session = request.session;
      if (!session || request.method === 'GET' || request.method === 'HEAD') return;
      if (request.routeOptions.config.skipOperationLog) return;
      const url = request.routeOptions.url ?? request.url;
      queue.push({
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
      });
      draining ??= drain();
    });
    fastify.addHook('onClose', async () => {
      await draining;
    });
  },
  { name: 'system-log', dependencies: ['db'] },
);
