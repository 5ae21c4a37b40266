import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ISPS_PROJECT_SETTING_PERMS,
  ISPS_THEME_SETTING_PERMS,
  projectSettingEditSchema,
  projectSettingRecordSchema,
  replySchema,
  themeSettingEditSchema,
  themeSettingRecordSchema,
} from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { readProjectSetting, readThemeSetting, saveProjectSetting, saveThemeSetting } from './app-setting.service';

const tags = ['isps-app-setting'];

/** 项目设置 (/isps/projectSetting) and 主题设置 (/isps/theme): read and save the company's app settings. */
const appSettingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/isps/projectSetting/get',
    {
      config: { permission: ISPS_PROJECT_SETTING_PERMS.list },
      schema: { tags, summary: '项目设置', response: { 200: replySchema(projectSettingRecordSchema) } },
    },
    async (request) => ok(await readProjectSetting(request.ctx.db, request.ctx.session.tenantId)),
  );
  fastify.put(
    '/isps/projectSetting/edit',
    {
      config: { permission: ISPS_PROJECT_SETTING_PERMS.edit },
      schema: { tags, summary: '保存项目设置', body: projectSettingEditSchema, response: { 200: replySchema(projectSettingRecordSchema) } },
    },
    async (request) => ok(await saveProjectSetting(request.ctx, request.body), '保存成功'),
  );
  fastify.get(
    '/isps/theme/get',
    { config: { permission: ISPS_THEME_SETTING_PERMS.list }, schema: { tags, summary: '主题设置', response: { 200: replySchema(themeSettingRecordSchema) } } },
    async (request) => ok(await readThemeSetting(request.ctx.db, request.ctx.session.tenantId)),
  );
  fastify.put(
    '/isps/theme/edit',
    {
      config: { permission: ISPS_THEME_SETTING_PERMS.edit },
      schema: { tags, summary: '保存主题设置', body: themeSettingEditSchema, response: { 200: replySchema(themeSettingRecordSchema) } },
    },
    async (request) => ok(await saveThemeSetting(request.ctx, request.body as never), '保存成功'),
  );
};

export default appSettingRoutes;
