import {
  ISPS_PROJECT_SETTING_PERMS,
  ISPS_THEME_SETTING_PERMS,
  projectSettingEditSchema,
  projectSettingRecordSchema,
  themeSettingEditSchema,
  themeSettingRecordSchema,
} from '@bus/contracts';
import { settingRoutes } from '../../../lib/resource-kit';
import { readProjectSetting, readThemeSetting, saveProjectSetting, saveThemeSetting } from './app-setting.service';

const tags = ['isps-app-setting'];

/** 项目设置 (/isps/projectSetting) and 主题设置 (/isps/theme): read and save the company's app settings. */
export default settingRoutes(
  {
    api: '/isps/projectSetting',
    title: '项目设置',
    tags,
    permissions: ISPS_PROJECT_SETTING_PERMS,
    record: projectSettingRecordSchema,
    body: projectSettingEditSchema,
    read: readProjectSetting,
    save: (ctx, body) => saveProjectSetting(ctx, body as never),
  },
  {
    api: '/isps/theme',
    title: '主题设置',
    tags,
    permissions: ISPS_THEME_SETTING_PERMS,
    record: themeSettingRecordSchema,
    body: themeSettingEditSchema,
    read: readThemeSetting,
    save: (ctx, body) => saveThemeSetting(ctx, body as never),
  },
);
