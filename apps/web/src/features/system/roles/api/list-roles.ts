/** GET /sys/role/list: the key every role mutation invalidates. */
export const ROLE_LIST_URL = '/sys/role/list';
export const rolesQueryKey = ['system', 'roles'] as const;
