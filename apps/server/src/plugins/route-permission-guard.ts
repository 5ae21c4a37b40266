import fp from 'fastify-plugin';
import { PUBLIC, type RoutePermission } from '@bus/contracts';

export interface RegisteredRoute {
  method: string;
  url: string;
  permission: RoutePermission;
}

/** Routes added by libraries that cannot take our config (the OpenAPI UI): public by nature. */
const LIBRARY_PUBLIC_PREFIXES = ['/api/docs'];

/**
 * Refuses to start when a route does not say which permission it needs (DESIGN.md: every
 * route declares the permission code it needs).
 */
export default fp(
  async (fastify) => {
    const registered: RegisteredRoute[] = [];
    fastify.decorate('routePermissions', registered);
    fastify.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
      if (!route.config?.permission) {
        if (!LIBRARY_PUBLIC_PREFIXES.some((prefix) => route.url.startsWith(prefix))) {
          throw new Error(`Route ${methods} ${route.url} declares no config.permission`);
        }
        route.config = { ...route.config, permission: PUBLIC };
      }
      registered.push({ method: methods, url: route.url, permission: route.config.permission! });
    });
  },
  { name: 'route-permission-guard' },
);
