/** 年卡审核 (/isps/annualCard): the kit's list, one application and the export; 年卡申请 and 补充材料; the approval's end. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { annualCardApplySchema, annualCardRecordSchema, annualCardSupplementSchema, ISPS_ANNUAL_CARD_PERMS, replySchema } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { annualCardKit, applyAnnualCard, registerAnnualCardReview, supplementAnnualCard } from './annual-card.service';

const tags = ['isps-annual-card'];
const reply = { 200: replySchema(annualCardRecordSchema) };

const annualCardRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(annualCardKit.routes);
  registerAnnualCardReview();

  fastify.post(
    '/isps/annualCard/apply',
    { config: { permission: ISPS_ANNUAL_CARD_PERMS.apply }, schema: { tags, summary: '年卡申请', body: annualCardApplySchema, response: reply } },
    async (request) => ok(await annualCardKit.service.get(request.ctx, await applyAnnualCard(request.ctx, request.body)), '已提交年卡审核，审核通过后卡片生效'),
  );
  fastify.post(
    '/isps/annualCard/supplement',
    { config: { permission: ISPS_ANNUAL_CARD_PERMS.supplement }, schema: { tags, summary: '补充材料', body: annualCardSupplementSchema, response: reply } },
    async (request) =>
      ok(await annualCardKit.service.get(request.ctx, await supplementAnnualCard(request.ctx, request.body)), '已补充材料，请在「我的申请」中重新提交'),
  );
};

export default annualCardRoutes;
