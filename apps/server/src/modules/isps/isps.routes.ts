import type { FastifyPluginAsync } from 'fastify';
import { dayTicketKit } from './day-ticket/day-ticket.service';
import appSettingRoutes from './app-setting/app-setting.routes';
import oneStationOneCodeRoutes from './one-station-one-code/one-station-one-code.routes';
import privacyAgreementRoutes from './privacy-agreement/privacy-agreement.routes';
import { appUpdateKit } from './app-update/app-update.service';
import { advertAccessKit } from './advert-access/advert-access.service';
import { personalCustomKit } from './personal-custom/personal-custom.service';
import { rotationMapKit } from './rotation-map/rotation-map.service';
import { appModuleKit } from './app-module/app-module.service';
import { infoArticleKit } from './info-article/info-article.service';
import { infoCategoryKit } from './info-category/info-category.service';
import feedbackRoutes from './feedback/feedback.routes';
import cardRoutes from './card/card.routes';
import orderRoutes from './order/order.routes';
import reconcileRoutes from './reconcile/reconcile.routes';
import annualCardRoutes from './annual-card/annual-card.routes';
import realNameRoutes from './real-name/real-name.routes';
import monthPassRoutes from './month-pass/month-pass.routes';
import passengerRoutes from './passenger/passenger.routes';
import { payModeKit } from './pay-mode/pay-mode.service';
import rechargeSettingRoutes from './recharge-setting/recharge-setting.routes';
import { scheduledJobs } from '../sys';
import { CARD_CHECK_JOB, cardCheckJob } from './unusual-trade/unusual-trade.service';
import unusualTradeRoutes from './unusual-trade/unusual-trade.routes';
import { supplementPlaceKit } from './supplement-place/supplement-place.service';
import statisticsRoutes from './statistics/statistics.routes';

/** The isps area's routes: the card desk (issue 24) and the resources the generator wrote (npm run new:resource, 代码生成). */
const ispsRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(supplementPlaceKit.routes);
  await fastify.register(payModeKit.routes);
  await fastify.register(rechargeSettingRoutes);
  await fastify.register(appSettingRoutes);
  await fastify.register(oneStationOneCodeRoutes);
  await fastify.register(cardRoutes);
  await fastify.register(unusualTradeRoutes);
  await fastify.register(orderRoutes);
  await fastify.register(reconcileRoutes);
  await fastify.register(annualCardRoutes);
  await fastify.register(realNameRoutes);
  await fastify.register(monthPassRoutes);
  await fastify.register(passengerRoutes);
  // the nightly check the scheduler runs (定时任务 offers it)
  scheduledJobs.register(CARD_CHECK_JOB, cardCheckJob);
  await fastify.register(feedbackRoutes);
  await fastify.register(infoCategoryKit.routes);
  await fastify.register(infoArticleKit.routes);
  await fastify.register(appModuleKit.routes);
  await fastify.register(rotationMapKit.routes);
  await fastify.register(personalCustomKit.routes);
  await fastify.register(advertAccessKit.routes);
  await fastify.register(appUpdateKit.routes);
  await fastify.register(privacyAgreementRoutes);
  await fastify.register(dayTicketKit.routes);
  await fastify.register(statisticsRoutes);
};

export default ispsRoutes;
