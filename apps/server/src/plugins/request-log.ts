import fp from 'fastify-plugin';

/** One line per request: who, what, outcome, how long (Fastify's own request logging is off). */
export default fp(
  async (fastify) => {
    fastify.addHook('onResponse', async (request, reply) => {
      request.log.info(
        {
          user: request.session?.username ?? null,
          method: request.method,
          route: request.routeOptions.url ?? request.url,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        `${request.method} ${request.routeOptions.url ?? request.url} ${reply.statusCode}`,
      );
    });
  },
  { name: 'request-log' },
);
