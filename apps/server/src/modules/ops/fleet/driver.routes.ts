import { and, asc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTHENTICATED, driverOptionSchema, fleetOptionsQuerySchema, replySchema } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { userDirectory } from '../../sys';
import { driverKit } from './driver.service';
import { opsDriver } from './fleet.table';

const tags = ['ops-fleet'];

/** 驾驶员管理 (/zsgj/driver): the kit's routes for the driver records and the pickers' options; duties and rules are in duty.routes.ts. */
const driverRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  await fastify.register(driverKit.routes);

  fastify.get(
    '/ops/driver/options',
    {
      // the duty pickers: names and work numbers of the tenant's drivers, nothing else
      config: { permission: AUTHENTICATED },
      schema: { tags, summary: '驾驶员选项', querystring: fleetOptionsQuerySchema, response: { 200: replySchema(z.array(driverOptionSchema)) } },
    },
    async (request) => {
      const { usable, routeId } = request.query;
      const [realname, workNo] = [userDirectory.userField(opsDriver.userId, 'realname'), userDirectory.userField(opsDriver.userId, 'workNo')];
      const rows = await db
        .select({ id: opsDriver.id, realname, workNo, homeRouteId: opsDriver.homeRouteId, status: opsDriver.status })
        .from(opsDriver)
        .where(
          and(
            eq(opsDriver.tenantId, request.ctx.session.tenantId),
            usable === '1' ? eq(opsDriver.status, 'active') : ne(opsDriver.status, 'resigned'),
            routeId ? eq(opsDriver.homeRouteId, routeId) : undefined,
          ),
        )
        .orderBy(asc(workNo));
      // a driver whose user is gone has no name to pick by
      return ok(rows.flatMap((row) => (row.realname === null ? [] : [{ ...row, realname: row.realname }])));
    },
  );
};

export default driverRoutes;
