/** GET /sys/user/list: the user list page (through useListPage). Mutations invalidate usersQueryKey. */
export const USER_LIST_URL = '/sys/user/list';
export const usersQueryKey = ['system', 'users'] as const;
