import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { PUBLIC } from '@bus/contracts';

/**
 * Serves the built web app and answers index.html for client-side routes (any GET outside /api
 * that is not a file), so a reload on /system/user works.
 */
export default fp<{ root: string }>(
  async (fastify, { root }) => {
    const indexHtml = path.join(root, 'index.html');
    await fastify.register(fastifyStatic, { root, serve: false });
    fastify.get('/*', { config: { permission: PUBLIC }, schema: { hide: true } }, async (request, reply) => {
      const urlPath = decodeURIComponent(request.url.split('?')[0]);
      if (urlPath === '/api' || urlPath.startsWith('/api/')) return reply.callNotFound();
      const file = path.normalize(path.join(root, urlPath));
      if (file.startsWith(root + path.sep) && existsSync(file) && !file.endsWith(path.sep)) {
        try {
          return await reply.sendFile(path.relative(root, file));
        } catch {
          // a directory: fall through to the app shell
        }
      }
      if (!existsSync(indexHtml)) return reply.callNotFound();
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'web-static' },
);
