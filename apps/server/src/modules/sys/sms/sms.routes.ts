import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC, replySchema, smsRequestSchema } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import type { TestCodes } from '../../../lib/test-codes';
import type { SmsSender } from './sms-sender';
import { requestSmsCode } from './sms.service';

const smsRoutes: FastifyPluginAsyncZod<{ sender: SmsSender; testCodes: TestCodes | null }> = async (fastify, { sender, testCodes }) => {
  fastify.post(
    '/sys/sms',
    {
      config: { permission: PUBLIC },
      schema: { tags: ['session'], summary: '发送登录短信验证码（10 分钟有效）', body: smsRequestSchema, response: { 200: replySchema(z.null()) } },
    },
    async (request) => {
      const { mobile } = request.body;
      const code = await requestSmsCode({ db: fastify.db, sender, now: fastify.now() }, mobile);
      testCodes?.sms.set(mobile, code);
      return ok(null, '短信验证码已发送');
    },
  );
};

export default smsRoutes;
