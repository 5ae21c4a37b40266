/** GET /ops/driver/list (through useListPage) and its export. Mutations invalidate driversQueryKey. */
export const DRIVER_LIST_URL = '/ops/driver/list';
export const DRIVER_EXPORT_URL = '/ops/driver/exportXls';
export const driversQueryKey = ['ops', 'drivers'] as const;
