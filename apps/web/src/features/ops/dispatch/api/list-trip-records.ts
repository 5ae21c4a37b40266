/** GET /ops/dispatch/list?serviceDate= (through useListPage) and its export. Recording invalidates dispatchQueryKey. */
export const TRIP_RECORD_LIST_URL = '/ops/dispatch/list';
export const TRIP_RECORD_EXPORT_URL = '/ops/dispatch/exportXls';
// the key is shared with 首页 (lib/api/work-day.ts)
export { dispatchQueryKey } from '../../../../lib/api/work-day';
