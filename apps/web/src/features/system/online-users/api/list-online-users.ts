/** GET /sys/online/list: live sessions of the tenant (through useListPage). */
export const ONLINE_USER_LIST_URL = '/sys/online/list';
export const onlineUsersQueryKey = ['system', 'online-users'] as const;
