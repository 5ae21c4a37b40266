import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privacyAgreementRecordSchema, privacyAgreementReleaseSchema, privacyAgreementStates, replySchema } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { privacyAgreementKit, releasePrivacyAgreement } from './privacy-agreement.service';

/** 隐私协议 (/isps/privacyAgreement): the kit's routes and 发布. */
const privacyAgreementRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(privacyAgreementKit.routes);
  fastify.put(
    '/isps/privacyAgreement/release',
    {
      config: { permission: privacyAgreementStates.actions.release.permission! },
      schema: {
        tags: ['isps-privacy-agreement'],
        summary: '发布隐私协议版本',
        body: privacyAgreementReleaseSchema,
        response: { 200: replySchema(privacyAgreementRecordSchema) },
      },
    },
    async (request) => {
      const row = await releasePrivacyAgreement(request.ctx, request.body);
      return ok(await privacyAgreementKit.service.get(request.ctx, row.id), '已发布');
    },
  );
};

export default privacyAgreementRoutes;
