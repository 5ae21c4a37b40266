import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_UPLOAD_MAX_MB, PUBLIC, replySchema, systemSettingReplySchema } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { getSystemSettings } from './system-setting.service';

const systemSettingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // what the upload dialogs tell the user before a file is refused with 413 (nothing secret: the 413 says it too)
  const uploadMaxMb = Math.round(((fastify.config.uploadMaxBytes ?? DEFAULT_UPLOAD_MAX_MB * 1024 * 1024) / (1024 * 1024)) * 100) / 100;
  fastify.get(
    '/basic/system/get',
    {
      config: { permission: PUBLIC },
      schema: { tags: ['basic'], summary: '系统名称、Logo、登录背景与上传大小上限', response: { 200: replySchema(z.array(systemSettingReplySchema)) } },
    },
    async () => ok((await getSystemSettings(fastify.db)).map((setting) => ({ ...setting, uploadMaxMb }))),
  );
};

export default systemSettingRoutes;
