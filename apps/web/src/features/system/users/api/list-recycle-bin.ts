/** GET /sys/user/recycleBin: deleted users (through useListPage). */
export const RECYCLE_BIN_URL = '/sys/user/recycleBin';
export const recycleBinQueryKey = ['system', 'users', 'recycle-bin'] as const;
