/** GET /sys/sysAnnouncementSend/getMyAnnouncementSend: "我的消息" (through useListPage). */
export const MY_ANNOUNCEMENT_LIST_URL = '/sys/sysAnnouncementSend/getMyAnnouncementSend';
export const myAnnouncementsQueryKey = ['system', 'my-announcements'] as const;
