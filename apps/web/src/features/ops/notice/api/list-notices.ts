/** GET /ops/notice/list (through useListPage) and its export. Mutations invalidate noticesQueryKey. */
export const NOTICE_LIST_URL = '/ops/notice/list';
export const NOTICE_EXPORT_URL = '/ops/notice/exportXls';
export const noticesQueryKey = ['ops', 'notices'] as const;
