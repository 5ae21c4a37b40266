import { announcementResource, myAnnouncementResource, PERMS } from '@bus/contracts';
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

/** 我的消息: the caller's send rows joined to their announcements, searched by the resource's catalogue. */
export const myAnnouncementList = defineList({
  name: 'sys_announcement_send',
  table: sysAnnouncementSend,
  fields: fieldsOf(myAnnouncementResource.fields, {
    titile: sysAnnouncement.titile,
    msgCategory: sysAnnouncement.msgCategory,
    sender: sysAnnouncement.sender,
    priority: sysAnnouncement.priority,
    sendTime: sysAnnouncement.sendTime,
    readFlag: sysAnnouncementSend.readFlag,
  }),
  defaultSort: myAnnouncementResource.defaultSort,
  tieBreaker: sysAnnouncementSend.id,
  tenantColumn: sysAnnouncement.tenantId,
});

export const joinAnnouncement = eq(sysAnnouncement.id, sysAnnouncementSend.anntId);
