/** GET /ops/lineCheck/list (through useListPage) and its export. Mutations invalidate lineChecksQueryKey. */
export const LINE_CHECK_LIST_URL = '/ops/lineCheck/list';
export const LINE_CHECK_EXPORT_URL = '/ops/lineCheck/exportXls';
export const lineChecksQueryKey = ['ops', 'line-checks'] as const;
