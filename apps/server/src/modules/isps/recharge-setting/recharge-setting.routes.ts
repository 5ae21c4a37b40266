import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ISPS_RECHARGE_SETTING_PERMS, rechargeSettingEditSchema, rechargeSettingRecordSchema, replySchema } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { readSetting, saveSetting } from './recharge-setting.service';

const tags = ['isps-recharge-setting'];

/** 充值设置 (/isps/rechargeSetting): read and save the company's rules. */
const rechargeSettingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/isps/rechargeSetting/get',
    {
      config: { permission: ISPS_RECHARGE_SETTING_PERMS.list },
      schema: { tags, summary: '充值设置', response: { 200: replySchema(rechargeSettingRecordSchema) } },
    },
    async (request) => ok(await readSetting(request.ctx.db, request.ctx.session.tenantId)),
  );
  fastify.put(
    '/isps/rechargeSetting/edit',
    {
      config: { permission: ISPS_RECHARGE_SETTING_PERMS.edit },
      schema: { tags, summary: '保存充值设置', body: rechargeSettingEditSchema, response: { 200: replySchema(rechargeSettingRecordSchema) } },
    },
    async (request) => ok(await saveSetting(request.ctx, request.body as never), '保存成功'),
  );
};

export default rechargeSettingRoutes;
