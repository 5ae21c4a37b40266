/** The users of a role: GET /sys/user/userRoleList (paged, through useListPage). */
export const ROLE_USERS_URL = '/sys/user/userRoleList';
export const roleUsersQueryKey = (roleId: string) => ['system', 'roles', 'users', roleId] as const;
