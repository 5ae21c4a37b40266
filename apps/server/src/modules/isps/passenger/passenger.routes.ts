/**
 * 乘客信息 (/isps/userInfo): 会员管理's passengers through the ops area's public face (passengerKit),
 * with what is on their cards in use, summed from the card desk's own table.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { passengerResource } from '@bus/contracts';
import { qualified } from '../../../lib/sql-ref';
import { passengerKit } from '../../ops';

export const passengersKit = passengerKit(passengerResource, (memberId) => ({
  balanceCents: sql<number>`(select coalesce(sum(c.balance_cents), 0) from isps_card c where c.member_id = ${qualified(memberId)} and c.state in ('active', 'lost'))`,
}));

const passengerRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(passengersKit.routes);
};

export default passengerRoutes;
