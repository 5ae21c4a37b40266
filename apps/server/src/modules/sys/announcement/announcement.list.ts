import { PERMS } from '@bus/contracts';
import { eq } from 'drizzle-orm';
import { defineList } from '../../../lib/list-query';
import { sysAnnouncement, sysAnnouncementSend } from './announcement.table';

export const announcementList = defineList({
  name: 'sys_announcement',
  dataRulePermission: PERMS.system.announcement.list,
  table: sysAnnouncement,
  fields: {
    titile: { column: sysAnnouncement.titile, type: 'string', rule: 'like' },
    msgCategory: { column: sysAnnouncement.msgCategory, type: 'string', dict: 'msg_category' },
    sendStatus: { column: sysAnnouncement.sendStatus, type: 'string', dict: 'send_status' },
    priority: { column: sysAnnouncement.priority, type: 'string', dict: 'priority' },
    msgType: { column: sysAnnouncement.msgType, type: 'string' },
    sender: { column: sysAnnouncement.sender, type: 'string', rule: 'like' },
    sendTime: { column: sysAnnouncement.sendTime, type: 'datetime' },
    cancelTime: { column: sysAnnouncement.cancelTime, type: 'datetime' },
    createTime: { column: sysAnnouncement.createTime, type: 'datetime' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  tieBreaker: sysAnnouncement.id,
  tenantColumn: sysAnnouncement.tenantId,
});

/** "My announcements": the caller's send rows joined to their announcements. */
export const myAnnouncementList = defineList({
  name: 'sys_announcement_send',
  table: sysAnnouncementSend,
  fields: {
    titile: { column: sysAnnouncement.titile, type: 'string', rule: 'like' },
    msgCategory: { column: sysAnnouncement.msgCategory, type: 'string', dict: 'msg_category' },
    priority: { column: sysAnnouncement.priority, type: 'string', dict: 'priority' },
    readFlag: { column: sysAnnouncementSend.readFlag, type: 'number' },
    sendTime: { column: sysAnnouncement.sendTime, type: 'datetime' },
  },
  defaultSort: { field: 'sendTime', order: 'desc' },
  tieBreaker: sysAnnouncementSend.id,
  tenantColumn: sysAnnouncement.tenantId,
});

export const joinAnnouncement = eq(sysAnnouncement.id, sysAnnouncementSend.anntId);
