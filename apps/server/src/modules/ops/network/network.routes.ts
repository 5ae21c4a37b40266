import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTHENTICATED, opsMapConfigSchema, replySchema } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import optionsRoutes from './options.routes';
import routeRoutes from './route.routes';
import stopRoutes from './stop.routes';

/** The network: stops, lines, their pickers and the map's configuration. */
const networkRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(optionsRoutes);
  await fastify.register(stopRoutes);
  await fastify.register(routeRoutes);

  fastify.get(
    '/ops/map/config',
    {
      // where the map's tiles come from (MAP_STYLE_URL): a URL every map page needs, no data
      config: { permission: AUTHENTICATED },
      schema: { tags: ['ops'], summary: '地图底图配置', response: { 200: replySchema(opsMapConfigSchema) } },
    },
    async () => ok({ styleUrl: fastify.config.mapStyleUrl ?? null }),
  );
};

export default networkRoutes;
