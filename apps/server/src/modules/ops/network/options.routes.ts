import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTHENTICATED, opsRouteOptionSchema, opsStopOptionSchema, opsStopOptionsQuerySchema, replySchema } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { opsRoute, opsRouteStop, opsStop } from './network.table';
import { compareNumbered } from '../../../lib/collate';

const tags = ['ops'];
const STOP_OPTIONS = 50;

/** `%` and `_` typed by the user match themselves */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** each stop once, where it first appears */
function dedupe<T extends { id: string }>(rows: T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.id) && (seen.add(row.id), true));
}

/** The line and stop pickers of every ops page (names only: open to every signed-in user). */
const optionsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    '/ops/route/options',
    {
      config: { permission: AUTHENTICATED },
      schema: { tags, summary: '线路选项', response: { 200: replySchema(z.array(opsRouteOptionSchema)) } },
    },
    async (request) => {
      const rows = await db
        .select({ id: opsRoute.id, code: opsRoute.code, number: opsRoute.number, name: opsRoute.name, lineType: opsRoute.lineType, status: opsRoute.status })
        .from(opsRoute)
        .where(eq(opsRoute.tenantId, request.ctx.session.tenantId));
      // 2路 before 10路: numbers compare as numbers where they start with digits
      rows.sort((a, b) => compareNumbered(a.number, b.number));
      return ok(rows);
    },
  );

  fastify.get(
    '/ops/stop/options',
    {
      config: { permission: AUTHENTICATED },
      schema: { tags, summary: '站点选项', querystring: opsStopOptionsQuerySchema, response: { 200: replySchema(z.array(opsStopOptionSchema)) } },
    },
    async (request) => {
      const tenant = eq(opsStop.tenantId, request.ctx.session.tenantId);
      const columns = { id: opsStop.id, code: opsStop.code, name: opsStop.name, lat: opsStop.lat, lon: opsStop.lon };
      const { keyword, ids, routeId } = request.query;
      const wanted = (ids ?? '').split(',').filter(Boolean).slice(0, 100);
      const byKeyword = keyword ? or(ilike(opsStop.name, likeText(keyword)), ilike(opsStop.code, likeText(keyword))) : undefined;
      const matching = routeId
        ? // the line's stops (either direction, each once) in the order the line passes them, the line of this tenant only
          dedupe(
            await db
              .select(columns)
              .from(opsRouteStop)
              .innerJoin(opsStop, eq(opsStop.id, opsRouteStop.stopId))
              .innerJoin(opsRoute, and(eq(opsRoute.id, opsRouteStop.routeId), eq(opsRoute.tenantId, request.ctx.session.tenantId)))
              .where(and(tenant, eq(opsRouteStop.routeId, routeId), byKeyword))
              .orderBy(asc(opsRouteStop.directionId), asc(opsRouteStop.sequence)),
          ).slice(0, STOP_OPTIONS * 4)
        : await db.select(columns).from(opsStop).where(and(tenant, byKeyword)).orderBy(asc(opsStop.name), asc(opsStop.code)).limit(STOP_OPTIONS);
      const missing = wanted.filter((id) => !matching.some((row) => row.id === id));
      const chosen = missing.length
        ? await db
            .select(columns)
            .from(opsStop)
            .where(and(tenant, inArray(opsStop.id, missing)))
        : [];
      return ok([...chosen, ...matching]);
    },
  );
};

export default optionsRoutes;
