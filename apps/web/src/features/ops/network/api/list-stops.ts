/** GET /ops/stop/list (through useListPage); exports through GET /ops/stop/exportXls. Mutations invalidate stopsQueryKey. */
export const STOP_LIST_URL = '/ops/stop/list';
export const STOP_EXPORT_URL = '/ops/stop/exportXls';
export const stopsQueryKey = ['ops', 'stops'] as const;
