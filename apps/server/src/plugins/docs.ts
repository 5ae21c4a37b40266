import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { TOKEN_HEADER } from './auth';

/** OpenAPI generated from the route schemas, browsable at /api/docs. */
export default fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        info: { title: '江城公交数字化综合管理平台 API', version: '0.1.0' },
        components: { securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: TOKEN_HEADER } } },
        security: [{ accessToken: [] }],
      },
      transform: jsonSchemaTransform,
    });
    await fastify.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'docs' },
);
