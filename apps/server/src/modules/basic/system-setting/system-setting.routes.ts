import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC, replySchema, systemSettingSchema } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { getSystemSettings } from './system-setting.service';

const systemSettingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/basic/system/get',
    {
      config: { permission: PUBLIC },
      schema: { tags: ['basic'], summary: '系统名称、Logo 与登录背景', response: { 200: replySchema(z.array(systemSettingSchema)) } },
    },
    async () => ok(await getSystemSettings(fastify.db)),
  );
};

export default systemSettingRoutes;
