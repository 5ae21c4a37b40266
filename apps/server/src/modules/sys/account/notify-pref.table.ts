import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../../db/columns';

/** A user's notification preferences; a missing row means the defaults. */
export const sysUserNotifyPref = pgTable('sys_user_notify_pref', {
  userId: text('user_id').primaryKey(),
  announcementEnabled: boolean('announcement_enabled').notNull().default(true),
  systemMessageEnabled: boolean('system_message_enabled').notNull().default(true),
  todoEnabled: boolean('todo_enabled').notNull().default(true),
  emailEnabled: boolean('email_enabled').notNull().default(false),
  smsEnabled: boolean('sms_enabled').notNull().default(false),
  ...auditColumns(),
});
