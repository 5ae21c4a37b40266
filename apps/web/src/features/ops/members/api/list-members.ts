/** GET /ops/member/list (through useListPage) and its export; phones arrive masked. */
export const MEMBER_LIST_URL = '/ops/member/list';
export const MEMBER_EXPORT_URL = '/ops/member/exportXls';
export const membersQueryKey = ['ops', 'members'] as const;
