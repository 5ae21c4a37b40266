import { and, asc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTHENTICATED, fleetOptionsQuerySchema, PERMS, replySchema, vehicleExpiringSchema, vehicleOptionSchema } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { opsVehicle } from './fleet.table';
import { countExpiring, vehicleKit } from './vehicle.service';

const tags = ['ops-fleet'];

/** 车辆管理 (/zsgj/vehicle): the kit's routes, the 即将到期 count and the pickers' options. */
const vehicleRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  await fastify.register(vehicleKit.routes);

  fastify.get(
    '/ops/vehicle/expiring',
    { config: { permission: PERMS.ops.vehicle.list }, schema: { tags, summary: '即将到期车辆数', response: { 200: replySchema(vehicleExpiringSchema) } } },
    async (request) => ok(await countExpiring(db, request.ctx.session.tenantId, request.ctx.now)),
  );

  fastify.get(
    '/ops/vehicle/options',
    {
      // the duty and dispatch pickers: plates and self numbers of the tenant's vehicles, nothing else
      config: { permission: AUTHENTICATED },
      schema: { tags, summary: '车辆选项', querystring: fleetOptionsQuerySchema, response: { 200: replySchema(z.array(vehicleOptionSchema)) } },
    },
    async (request) => {
      const { usable, routeId } = request.query;
      const rows = await db
        .select({ id: opsVehicle.id, plate: opsVehicle.plate, selfNo: opsVehicle.selfNo, routeId: opsVehicle.routeId, status: opsVehicle.status })
        .from(opsVehicle)
        .where(
          and(
            eq(opsVehicle.tenantId, request.ctx.session.tenantId),
            usable === '1' ? eq(opsVehicle.status, 'operating') : ne(opsVehicle.status, 'scrapped'),
            routeId ? eq(opsVehicle.routeId, routeId) : undefined,
          ),
        )
        .orderBy(asc(opsVehicle.selfNo));
      return ok(rows);
    },
  );
};

export default vehicleRoutes;
