import type { PageResult, UserComponentRecord } from '@bus/contracts';
import { getReply, unwrap } from '../../../lib/http';

/**
 * GET /sys/user/queryUserComponentData: active users of the tenant by department (departId, comma
 * list), account or name (username), work number, ID card, unit, company or department name.
 * The person-selection dialog drives it through useListPage; the by-department modal calls it.
 */
export const USER_COMPONENT_URL = '/sys/user/queryUserComponentData';
export const userComponentQueryKey = ['pickers', 'user-component'] as const;

export async function queryUserComponentData(params: Record<string, string | number | undefined>): Promise<PageResult<UserComponentRecord>> {
  return unwrap(await getReply<PageResult<UserComponentRecord>>(USER_COMPONENT_URL, { params }));
}
