import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { PUBLIC } from '@bus/contracts';

/** a year: what browsers keep a file whose name holds its content hash */
const YEAR_MS = 365 * 24 * 3600 * 1000;

/**
 * Serves the built web app and answers index.html for client-side routes (any GET outside /api
 * that is not a file), so a reload on /system/user works.
 *
 * The build writes each text file also compressed (`.br`, `.gz`: apps/web/build/precompress.ts);
 * a browser that accepts one gets it (about a quarter of the bytes) without the server compressing
 * anything per request. Files under /assets/ are named after their content, so the browser keeps
 * them for a year without asking again (`immutable`: a reload does not revalidate them); the
 * index.html that names them is revalidated at every load, so a new build is seen at once.
 */
export default fp<{ root: string }>(
  async (fastify, { root }) => {
    const indexHtml = path.join(root, 'index.html');
    await fastify.register(fastifyStatic, { root, serve: false, preCompressed: true });
    const revalidated = { cacheControl: false } as const;
    fastify.get('/*', { config: { permission: PUBLIC }, schema: { hide: true } }, async (request, reply) => {
      const urlPath = decodeURIComponent(request.url.split('?')[0]);
      if (urlPath === '/api' || urlPath.startsWith('/api/')) return reply.callNotFound();
      const file = path.normalize(path.join(root, urlPath));
      if (file.startsWith(root + path.sep) && existsSync(file) && !file.endsWith(path.sep)) {
        const relative = path.relative(root, file);
        const hashed = relative.startsWith(`assets${path.sep}`);
        try {
          if (hashed) return await reply.sendFile(relative, { maxAge: YEAR_MS, immutable: true });
          return await reply.header('cache-control', 'no-cache').sendFile(relative, revalidated);
        } catch {
          // a directory: fall through to the app shell
        }
      }
      // a script of another build (a tab opened before an update asking for a chunk that is gone) is
      // a 404, not the app's page: the browser would refuse HTML as a script with a puzzling error
      if (urlPath.startsWith('/assets/') || !existsSync(indexHtml)) return reply.callNotFound();
      return reply.header('cache-control', 'no-cache').sendFile('index.html', revalidated);
    });
  },
  { name: 'web-static' },
);
