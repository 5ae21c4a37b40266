import { asc } from 'drizzle-orm';
import type { SystemSetting } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { basicSystemSetting } from './system-setting.table';

export async function getSystemSettings(db: Database): Promise<SystemSetting[]> {
  return db
    .select({
      systematicName: basicSystemSetting.systematicName,
      systemLogoUrl: basicSystemSetting.systemLogoUrl,
      systemBackdropUrl: basicSystemSetting.systemBackdropUrl,
    })
    .from(basicSystemSetting)
    .orderBy(asc(basicSystemSetting.createTime))
    .limit(1);
}
