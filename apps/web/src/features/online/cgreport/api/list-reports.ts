/** GET /online/cgreport/head/list (through useListPage). Mutations invalidate reportsQueryKey. */
export const REPORT_LIST_URL = '/online/cgreport/head/list';
export const reportsQueryKey = ['online', 'cgreport'] as const;
