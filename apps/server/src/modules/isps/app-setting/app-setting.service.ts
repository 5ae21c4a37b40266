/**
 * 项目设置 and 主题设置: one row of each per company, read (the defaults until someone saved the
 * page) and saved with the version read, a 409 when someone saved in between (as 充值设置).
 */
import {
  contrastRatio,
  DEFAULT_PROJECT_SETTING,
  DEFAULT_THEME_SETTING,
  MIN_TEXT_CONTRAST,
  type ProjectSettingRecord,
  type ProjectSettingSave,
  type ThemeSettingRecord,
  type ThemeSettingSave,
} from '@bus/contracts';
import type { Database } from '../../../db/client';
import { fieldError } from '../../../lib/app-error';
import type { RequestContext } from '../../../lib/request-context';
import { settingStore } from '../../../lib/resource-kit';
import { uploads } from '../../sys';
import { ispsProjectSetting, ispsThemeSetting } from './app-setting.table';

const projectSettings = settingStore(ispsProjectSetting, DEFAULT_PROJECT_SETTING as Required<ProjectSettingSave>);
const themeSettings = settingStore(ispsThemeSetting, DEFAULT_THEME_SETTING as ThemeSettingSave);

export const readProjectSetting = (db: Database, tenantId: number) => projectSettings.read(db, tenantId) as Promise<ProjectSettingRecord>;

export async function saveProjectSetting(ctx: RequestContext, { version, ...input }: ProjectSettingSave & { version: number }): Promise<ProjectSettingRecord> {
  await uploads.requireImages(ctx.db, ctx.session.tenantId, { logo: input.logo });
  return (await projectSettings.save(
    ctx,
    { appName: input.appName, servicePhone: input.servicePhone, logo: input.logo ?? null },
    version,
  )) as ProjectSettingRecord;
}

export const readThemeSetting = (db: Database, tenantId: number) => themeSettings.read(db, tenantId) as Promise<ThemeSettingRecord>;

export async function saveThemeSetting(ctx: RequestContext, { version, ...input }: ThemeSettingSave & { version: number }): Promise<ThemeSettingRecord> {
  // the bar's title must be readable on it
  const ratio = contrastRatio(input.navTextColor, input.navBarColor);
  if (ratio < MIN_TEXT_CONTRAST)
    throw fieldError('navTextColor', `导航栏文字与导航栏颜色的对比度为 ${ratio.toFixed(1)}，至少需要 ${MIN_TEXT_CONTRAST}，请换一种颜色`);
  return (await themeSettings.save(ctx, input, version)) as ThemeSettingRecord;
}
