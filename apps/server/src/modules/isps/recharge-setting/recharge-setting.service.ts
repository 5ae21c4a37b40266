/**
 * 充值设置: a company's money rules for the card desk, one row per company. Until someone saves
 * the page the desk works with DEFAULT_RECHARGE_SETTING (what the page then shows to be saved).
 */
import { DEFAULT_RECHARGE_SETTING, type RechargeSettingRecord, type RechargeSettingSave } from '@bus/contracts';
import type { Database } from '../../../db/client';
import type { RequestContext } from '../../../lib/request-context';
import { settingStore } from '../../../lib/resource-kit';
import { ispsRechargeSetting } from './recharge-setting.table';

type Settings = Required<RechargeSettingSave>;

const store = settingStore(ispsRechargeSetting, DEFAULT_RECHARGE_SETTING as Settings);

/** the company's rules (the defaults when none were saved) */
export async function rechargeSettings(db: Database, tenantId: number): Promise<Settings> {
  return (await readSetting(db, tenantId)) as Settings;
}

export const readSetting = (db: Database, tenantId: number) => store.read(db, tenantId) as Promise<RechargeSettingRecord>;

/** saves the rules with the version read (a 409 when someone saved in between) */
export async function saveSetting(ctx: RequestContext, { version, ...values }: Settings & { version: number }): Promise<RechargeSettingRecord> {
  return (await store.save(ctx, values, version)) as RechargeSettingRecord;
}
