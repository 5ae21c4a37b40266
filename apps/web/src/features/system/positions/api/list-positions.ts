/** GET /sys/position/list (through useListPage). Mutations invalidate positionsQueryKey. */
export const POSITION_LIST_URL = '/sys/position/list';
export const positionsQueryKey = ['system', 'positions'] as const;
