import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC, replySchema, SMS_SENT_MESSAGE, smsRequestSchema } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { requestOrigin } from '../../../lib/request-origin';
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
      const onSendError = (error: unknown) => request.log.error({ err: error }, '短信发送失败');
      const code = await requestSmsCode({ db: fastify.db, sender, now: fastify.now(), clientAddress: requestOrigin(request).ip, onSendError }, mobile);
      testCodes?.sms.set(mobile, code);
      return ok(null, SMS_SENT_MESSAGE);
    },
  );
};

export default smsRoutes;
