import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SelfProfile } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';

/** GET /sys/user/getUserSelf: the signed-in user's own profile with departments, roles and post. */
export const selfProfileQueryKey = ['account', 'selfProfile'] as const;

export async function getSelfProfile(): Promise<SelfProfile> {
  return unwrap(await getReply<SelfProfile>('/sys/user/getUserSelf'));
}

export const selfProfileQueryOptions = queryOptions({ queryKey: selfProfileQueryKey, queryFn: getSelfProfile });

export const useSelfProfile = () => useQuery(selfProfileQueryOptions);
