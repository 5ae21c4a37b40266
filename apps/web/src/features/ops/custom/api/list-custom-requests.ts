/** GET /ops/customization/list (through useListPage) and its export. State changes invalidate customRequestsQueryKey. */
export const CUSTOM_REQUEST_LIST_URL = '/ops/customization/list';
export const CUSTOM_REQUEST_EXPORT_URL = '/ops/customization/exportXls';
export const customRequestsQueryKey = ['ops', 'custom-requests'] as const;
