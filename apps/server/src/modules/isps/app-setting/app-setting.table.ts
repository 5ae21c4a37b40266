import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from '../../../db/columns';

const audit = () => ({
  updateBy: text('update_by'),
  updateTime: timestampColumn('update_time'),
  version: integer('version').notNull().default(0),
});

/** 项目设置: one row per company (projectSettingSaveSchema's values). */
export const ispsProjectSetting = pgTable('isps_project_setting', {
  tenantId: integer('tenant_id').primaryKey(),
  appName: text('app_name').notNull(),
  servicePhone: text('service_phone').notNull(),
  logo: text('logo'),
  ...audit(),
});

/** 主题设置: one row per company (themeSettingSaveSchema's values, #RRGGBB). */
export const ispsThemeSetting = pgTable('isps_theme_setting', {
  tenantId: integer('tenant_id').primaryKey(),
  primaryColor: text('primary_color').notNull(),
  accentColor: text('accent_color').notNull(),
  navBarColor: text('nav_bar_color').notNull(),
  navTextColor: text('nav_text_color').notNull(),
  ...audit(),
});
