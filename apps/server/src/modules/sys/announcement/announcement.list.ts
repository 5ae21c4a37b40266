import { announcementResource, PERMS } from '@bus/contracts';
import { eq } from 'drizzle-orm';
import { defineList, fieldsOf } from '../../../lib/list-query';
import { sysAnnouncement, sysAnnouncementSend } from './announcement.table';

export const announcementList = defineList({
  name: 'sys_announcement',
  dataRulePermission: PERMS.system.announcement.list,
  table: sysAnnouncement,
  fields: fieldsOf(announcementResource.fields, {
    titile: sysAnnouncement.titile,
    msgCategory: sysAnnouncement.msgCategory,
    sender: sysAnnouncement.sender,
    priority: sysAnnouncement.priority,
    msgType: sysAnnouncement.msgType,
    sendStatus: sysAnnouncement.sendStatus,
    sendTime: sysAnnouncement.sendTime,
    cancelTime: sysAnnouncement.cancelTime,
    createTime: sysAnnouncement.createTime,
  }),
  defaultSort: announcementResource.defaultSort,
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
