import { ISPS_RECHARGE_SETTING_PERMS, rechargeSettingEditSchema, rechargeSettingRecordSchema } from '@bus/contracts';
import { settingRoutes } from '../../../lib/resource-kit';
import { readSetting, saveSetting } from './recharge-setting.service';

/** 充值设置 (/isps/rechargeSetting): read and save the company's rules. */
export default settingRoutes({
  api: '/isps/rechargeSetting',
  title: '充值设置',
  tags: ['isps-recharge-setting'],
  permissions: ISPS_RECHARGE_SETTING_PERMS,
  record: rechargeSettingRecordSchema,
  body: rechargeSettingEditSchema,
  read: readSetting,
  save: (ctx, body) => saveSetting(ctx, body as never),
});
