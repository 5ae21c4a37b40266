import type { RoutePermission } from '@bus/contracts';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { Clock } from './lib/clock';
import type { ListContext } from './lib/list-query';
import type { SessionContext } from './lib/request-context';
import type { RegisteredRoute } from './plugins/route-permission-guard';

export type { RequestContext, SessionContext } from './lib/request-context';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    now: Clock;
    config: AppConfig;
    /** every route with the permission it declared (filled by the route-permission guard) */
    routePermissions: RegisteredRoute[];
  }
  interface FastifyRequest {
    session: SessionContext | null;
    /** db, session and time of an authenticated route (a public route reading it answers 401) */
    readonly ctx: ListContext;
  }
  interface FastifyContextConfig {
    /** PUBLIC, AUTHENTICATED or a permission code: required on every route (checked at startup). */
    permission?: RoutePermission;
    /** allowed while the user still has to replace a one-time password */
    allowedBeforePasswordChange?: boolean;
    /** the route decides about the tenant itself (tenant selection, logout) */
    skipTenantCheck?: boolean;
    /** the route writes its own log entry instead of the generic operation entry */
    skipOperationLog?: boolean;
  }
}
