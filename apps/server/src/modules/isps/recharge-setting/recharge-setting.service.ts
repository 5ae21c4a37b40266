/**
 * 充值设置: a company's money rules for the card desk, one row per company. Until someone saves
 * the page the desk works with DEFAULT_RECHARGE_SETTING (what the page then shows to be saved).
 */
import { eq } from 'drizzle-orm';
import { DEFAULT_RECHARGE_SETTING, type RechargeSettingRecord, type RechargeSettingSave } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import type { RequestContext } from '../../../lib/request-context';
import { VERSION_CONFLICT_MESSAGE } from '../../../lib/versioned-update';
import { ispsRechargeSetting } from './recharge-setting.table';

type Settings = Required<RechargeSettingSave>;

/** the company's rules (the defaults when none were saved) */
export async function rechargeSettings(db: Database, tenantId: number): Promise<Settings> {
  return (await readSetting(db, tenantId)) as Settings;
}

export async function readSetting(db: Database, tenantId: number): Promise<RechargeSettingRecord> {
  const [row] = await db.select().from(ispsRechargeSetting).where(eq(ispsRechargeSetting.tenantId, tenantId));
  if (!row) return { ...(DEFAULT_RECHARGE_SETTING as Settings), updateBy: null, updateTime: null, version: 0 };
  const { tenantId: _tenant, updateTime, ...rest } = row;
  return { ...rest, updateTime: formatDateTime(updateTime) };
}

/** saves the rules with the version read (a 409 when someone saved in between) */
export async function saveSetting(ctx: RequestContext, input: Settings & { version: number }): Promise<RechargeSettingRecord> {
  const { version, ...values } = input;
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(ispsRechargeSetting).where(eq(ispsRechargeSetting.tenantId, ctx.session.tenantId)).for('update');
    if ((row?.version ?? 0) !== version) throw new AppError(409, VERSION_CONFLICT_MESSAGE);
    const audit = { updateBy: ctx.session.username, updateTime: ctx.now, version: version + 1 };
    if (row)
      await tx
        .update(ispsRechargeSetting)
        .set({ ...values, ...audit })
        .where(eq(ispsRechargeSetting.tenantId, ctx.session.tenantId));
    else await tx.insert(ispsRechargeSetting).values({ tenantId: ctx.session.tenantId, ...values, ...audit });
  });
  return readSetting(ctx.db, ctx.session.tenantId);
}
