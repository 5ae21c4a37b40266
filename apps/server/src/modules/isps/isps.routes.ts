import type { FastifyPluginAsync } from 'fastify';
import cardRoutes from './card/card.routes';
import { payModeKit } from './pay-mode/pay-mode.service';
import rechargeSettingRoutes from './recharge-setting/recharge-setting.routes';
import { supplementPlaceKit } from './supplement-place/supplement-place.service';

/** The isps area's routes: the card desk (issue 24) and the resources the generator wrote (npm run new:resource, 代码生成). */
const ispsRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(supplementPlaceKit.routes);
  await fastify.register(payModeKit.routes);
  await fastify.register(rechargeSettingRoutes);
  await fastify.register(cardRoutes);
};

export default ispsRoutes;
