/**
 * 项目设置 and 主题设置: one row of each per company, read (the defaults until someone saved the
 * page) and saved with the version read, a 409 when someone saved in between (as 充值设置).
 */
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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
import { AppError, fieldError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import type { RequestContext } from '../../../lib/request-context';
import { VERSION_CONFLICT_MESSAGE } from '../../../lib/versioned-update';
import { uploads } from '../../sys';
import { ispsProjectSetting, ispsThemeSetting } from './app-setting.table';

type SettingTable = PgTable & { tenantId: PgColumn; version: PgColumn };
type Audit = { updateBy: string | null; updateTime: string | null; version: number };

/** one company's settings of a table: a row read and written whole */
function settingStore<V extends object>(table: SettingTable, defaults: V) {
  async function read(db: Database, tenantId: number): Promise<V & Audit> {
    const [row] = (await db.select().from(table).where(eq(table.tenantId, tenantId))) as Array<Record<string, unknown>>;
    if (!row) return { ...defaults, updateBy: null, updateTime: null, version: 0 };
    const { tenantId: _tenant, updateTime, ...rest } = row;
    return { ...(rest as V & Audit), updateTime: formatDateTime(updateTime as Date | null) };
  }
  async function save(ctx: RequestContext, values: V, version: number): Promise<V & Audit> {
    await ctx.db.transaction(async (tx) => {
      const [row] = (await tx.select().from(table).where(eq(table.tenantId, ctx.session.tenantId)).for('update')) as Array<{ version: number }>;
      if ((row?.version ?? 0) !== version) throw new AppError(409, VERSION_CONFLICT_MESSAGE);
      const audit = { updateBy: ctx.session.username, updateTime: ctx.now, version: version + 1 };
      if (row)
        await tx
          .update(table)
          .set({ ...values, ...audit } as never)
          .where(eq(table.tenantId, ctx.session.tenantId));
      else await tx.insert(table).values({ tenantId: ctx.session.tenantId, ...values, ...audit } as never);
    });
    return read(ctx.db, ctx.session.tenantId);
  }
  return { read, save };
}

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
