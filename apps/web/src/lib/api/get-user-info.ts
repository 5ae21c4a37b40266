import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserInfo } from '@bus/contracts';
import { getReply, unwrap } from '../http';

/** GET /sys/user/info. */
export async function getUserInfo(): Promise<UserInfo> {
  return unwrap(await getReply<{ userInfo: UserInfo }>('/sys/user/info', { skipErrorHandler: true })).userInfo;
}

export const userInfoQueryOptions = () => queryOptions({ queryKey: ['user-info'], queryFn: getUserInfo });

export function useUserInfo() {
  return useQuery(userInfoQueryOptions());
}
