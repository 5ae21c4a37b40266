import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTHENTICATED, replySchema } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { checkByCode, checkRuleKit } from './check-rule.service';

const tags = ['checkRule'];

const checkRuleRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;

  await fastify.register(checkRuleKit.routes);

  fastify.get(
    '/sys/checkRule/checkByCode',
    {
      // form fields of many pages validate a code against a rule while the user types
      config: { permission: AUTHENTICATED },
      schema: {
        tags,
        summary: '按规则编码校验值（空值直接通过）',
        querystring: z.object({ ruleCode: z.string().min(1, '请指定规则编码').max(100), value: z.string().max(10_000).optional() }),
        response: { 200: replySchema(z.null()) },
      },
    },
    async (request) => {
      const value = request.query.value ?? '';
      if (value === '') return ok(null, '校验通过');
      const outcome = await checkByCode(db, request.query.ruleCode, value);
      return outcome.passed ? ok(null, '校验通过') : { ...ok(null, outcome.message), success: false };
    },
  );
};

export default checkRuleRoutes;
