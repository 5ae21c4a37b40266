import { index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, timestampColumn } from '../../../db/columns';

/**
 * Announcements (通知公告) and system messages (系统消息). Field names follow the spec, including
 * the misspelt `titile`. msgContent is sanitised HTML (sanitize-content.ts) before it is stored.
 */
export const sysAnnouncement = pgTable(
  'sys_announcement',
  {
    id: idColumn(),
    titile: text('titile').notNull(),
    msgContent: text('msg_content'),
    startTime: timestampColumn('start_time'),
    endTime: timestampColumn('end_time'),
    sender: text('sender'),
    /** L 一般 / M 重要 / H 紧急 */
    priority: text('priority').notNull().default('L'),
    /** '1' 通知公告 / '2' 系统消息 */
    msgCategory: text('msg_category').notNull().default('1'),
    /** 'ALL' everyone of the tenant | 'USER' the ids in userIds */
    msgType: text('msg_type').notNull().default('ALL'),
    userIds: text('user_ids'),
    /** '0' 未发布 / '1' 已发布 / '2' 已撤销 */
    sendStatus: text('send_status').notNull().default('0'),
    sendTime: timestampColumn('send_time'),
    cancelTime: timestampColumn('cancel_time'),
    /** 'component' | 'url' */
    openType: text('open_type'),
    openPage: text('open_page'),
    busType: text('bus_type'),
    busId: text('bus_id'),
    delFlag: smallint('del_flag').notNull().default(0),
    tenantId: integer('tenant_id').notNull(),
    ...auditColumns(),
  },
  (t) => [index('sys_announcement_tenant_idx').on(t.tenantId, t.sendStatus)],
);

/** One row per (announcement, recipient) written at publish time; readFlag 0 unread / 1 read. */
export const sysAnnouncementSend = pgTable(
  'sys_announcement_send',
  {
    id: idColumn(),
    anntId: text('annt_id').notNull(),
    userId: text('user_id').notNull(),
    readFlag: smallint('read_flag').notNull().default(0),
    readTime: timestampColumn('read_time'),
    createTime: timestampColumn('create_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sys_announcement_send_annt_user_uq').on(t.anntId, t.userId), index('sys_announcement_send_user_idx').on(t.userId, t.readFlag)],
);
