/** GET /sys/annountCement/list: the admin list (through useListPage). Mutations invalidate announcementsQueryKey. */
export const ANNOUNCEMENT_LIST_URL = '/sys/annountCement/list';
export const announcementsQueryKey = ['system', 'announcements'] as const;
