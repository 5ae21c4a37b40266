import { pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

export const basicSystemSetting = pgTable('basic_system_setting', {
  id: idColumn(),
  systematicName: text('systematic_name').notNull(),
  systemLogoUrl: text('system_logo_url').notNull(),
  systemBackdropUrl: text('system_backdrop_url').notNull(),
  ...auditColumns(),
});
