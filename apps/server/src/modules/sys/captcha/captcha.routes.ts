import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC, replySchema } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import type { TestCodes } from '../../../lib/test-codes';
import { createCaptcha } from './captcha.service';

export const captchaKeySchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, '验证码标识格式不正确');

const captchaRoutes: FastifyPluginAsyncZod<{ testCodes: TestCodes | null }> = async (fastify, { testCodes }) => {
  fastify.get(
    '/sys/randomImage/:key',
    {
      config: { permission: PUBLIC },
      schema: {
        tags: ['session'],
        summary: '获取图形验证码（60 秒有效，一次性）',
        params: z.object({ key: captchaKeySchema }),
        response: { 200: replySchema(z.string().describe('data:image/svg+xml;base64,...')) },
      },
    },
    async (request, reply) => {
      const { image, code } = await createCaptcha(fastify.db, request.params.key, fastify.now());
      testCodes?.captcha.set(request.params.key, code);
      reply.header('cache-control', 'no-store');
      return ok(image);
    },
  );
};

export default captchaRoutes;
