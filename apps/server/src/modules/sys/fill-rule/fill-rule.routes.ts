import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTHENTICATED, fillRuleGeneratorSchema, replySchema, PERMS } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { FILL_RULE_GENERATORS } from './generators';
import { executeRuleByCode, fillRuleKit, parseFormData } from './fill-rule.service';

const tags = ['fillRule'];

const fillRuleRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;

  await fastify.register(fillRuleKit.routes);

  fastify.get(
    '/sys/fillRule/generators',
    {
      config: { permission: PERMS.system.fillRule.list },
      schema: { tags, summary: '已注册的生成器', response: { 200: replySchema(z.array(fillRuleGeneratorSchema)) } },
    },
    async () => ok(Object.entries(FILL_RULE_GENERATORS).map(([key, g]) => ({ key, name: g.name, description: g.description, paramsExample: g.paramsExample }))),
  );

  fastify.get(
    '/sys/fillRule/executeRuleByCode/:ruleCode',
    {
      // forms of many pages ask for a generated value (e.g. a code) before saving: any signed-in user
      config: { permission: AUTHENTICATED },
      schema: {
        tags,
        summary: '按规则编码生成值',
        params: z.object({ ruleCode: z.string().min(1).max(100) }),
        querystring: z.object({ formData: z.string().max(4000).optional() }),
        response: { 200: replySchema(z.string()) },
      },
    },
    async (request) => {
      const session = request.ctx.session;
      const value = await executeRuleByCode(
        { db, now: fastify.now(), tenantId: session.tenantId, formData: parseFormData(request.query.formData) },
        request.params.ruleCode,
      );
      return ok(value);
    },
  );
};

export default fillRuleRoutes;
