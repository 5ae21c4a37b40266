import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTHENTICATED, PUBLIC, type PermissionCode } from '@bus/contracts';
import type { Database } from '../db/client';
import { AppError, forbidden, unauthorized } from '../lib/app-error';
import type { ListContext, ListLookups } from '../lib/list-query';
import type { SessionContext } from '../lib/request-context';

export const TOKEN_HEADER = 'x-access-token';
export const TENANT_HEADER = 'tenant-id';

/** What the auth plugin asks of the modules (app.ts passes the system module's functions). */
export interface AuthOptions {
  /** the live session of a token, or null (expired, signed out, user frozen or deleted) */
  findSession(db: Database, token: string, now: Date): Promise<SessionContext | null>;
  /** whether the session's roles grant the code */
  hasPermission(db: Database, session: SessionContext, code: PermissionCode): Promise<boolean>;
  /** what the list layer reads from the system tables, carried by every request context */
  listLookups: ListLookups;
}

/**
 * Resolves the session of every non-public route and checks the route's permission before the
 * body is even parsed: 401 without a live session, 403 when the roles do not grant the code.
 */
export default fp<AuthOptions>(
  async (fastify, { findSession, hasPermission, listLookups }) => {
    fastify.decorateRequest('session', null);
    // the one request context of every route: a getter, so it carries the time it is read at
    fastify.decorateRequest('ctx', {
      getter(this: FastifyRequest): ListContext {
        if (!this.session) throw unauthorized();
        return { db: fastify.db, session: this.session, now: fastify.now(), lookups: listLookups };
      },
    });
    fastify.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config;
      const permission = config.permission;
      if (!permission || permission === PUBLIC) return; // no route (404) or a public one

      const token = request.headers[TOKEN_HEADER] ?? webSocketToken(request.headers);
      if (typeof token !== 'string' || token.length === 0) throw unauthorized();
      const session = await findSession(fastify.db, token, fastify.now());
      if (!session) throw unauthorized();

      request.session = {
        sessionId: session.sessionId,
        userId: session.userId,
        username: session.username,
        tenantId: session.tenantId,
        mustChangePassword: session.mustChangePassword,
        signedInBy: session.signedInBy,
        roleSet: session.roleSet,
      };
      const tenantHeader = Number(request.headers[TENANT_HEADER] ?? 0);
      if (!config.skipTenantCheck && tenantHeader && tenantHeader !== session.tenantId) {
        throw new AppError(403, '租户不匹配');
      }
      if (session.mustChangePassword && !config.allowedBeforePasswordChange) throw forbidden('请先修改初始密码');
      if (permission !== AUTHENTICATED && !(await hasPermission(fastify.db, request.session, permission))) {
        throw forbidden();
      }
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

/**
 * Browsers cannot set headers on a WebSocket: the live channel sends the token as its only
 * Sec-WebSocket-Protocol (live-channel.ts echoes it back). Read only on upgrade requests.
 */
function webSocketToken(headers: Record<string, string | string[] | undefined>): string | undefined {
  if (String(headers.upgrade ?? '').toLowerCase() !== 'websocket') return undefined;
  const protocols = headers['sec-websocket-protocol'];
  return typeof protocols === 'string' ? protocols.split(',')[0].trim() : undefined;
}
