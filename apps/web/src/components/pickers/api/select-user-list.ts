import type { PageResult, UserPick } from '@bus/contracts';
import { getReply, unwrap } from '../../../lib/http';

/** GET /sys/user/selectUserList: active users of the tenant for the select-existing-user modal. */
export const SELECT_USER_LIST_URL = '/sys/user/selectUserList';
export const selectUserListQueryKey = ['pickers', 'select-user-list'] as const;

export async function selectUserList(params: Record<string, string | number | undefined>): Promise<PageResult<UserPick>> {
  return unwrap(await getReply<PageResult<UserPick>>(SELECT_USER_LIST_URL, { params }));
}
