/** GET /sys/dict/list (through useListPage). Mutations invalidate dictsQueryKey. */
export const DICT_LIST_URL = '/sys/dict/list';
export const dictsQueryKey = ['system', 'dicts'] as const;
