import type { FastifyPluginAsync } from 'fastify';
import cardRoutes from './card/card.routes';
import orderRoutes from './order/order.routes';
import reconcileRoutes from './reconcile/reconcile.routes';
import annualCardRoutes from './annual-card/annual-card.routes';
import { payModeKit } from './pay-mode/pay-mode.service';
import rechargeSettingRoutes from './recharge-setting/recharge-setting.routes';
import { scheduledJobs } from '../sys';
import { CARD_CHECK_JOB, cardCheckJob } from './unusual-trade/unusual-trade.service';
import unusualTradeRoutes from './unusual-trade/unusual-trade.routes';
import { supplementPlaceKit } from './supplement-place/supplement-place.service';

/** The isps area's routes: the card desk (issue 24) and the resources the generator wrote (npm run new:resource, 代码生成). */
const ispsRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(supplementPlaceKit.routes);
  await fastify.register(payModeKit.routes);
  await fastify.register(rechargeSettingRoutes);
  await fastify.register(cardRoutes);
  await fastify.register(unusualTradeRoutes);
  await fastify.register(orderRoutes);
  await fastify.register(reconcileRoutes);
  await fastify.register(annualCardRoutes);
  // the nightly check the scheduler runs (定时任务 offers it)
  scheduledJobs.register(CARD_CHECK_JOB, cardCheckJob);
};

export default ispsRoutes;
