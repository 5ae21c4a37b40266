import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MySession } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';

/** GET /sys/user/mySessions: the user's own live sessions (ids, never tokens). */
export const mySessionsQueryKey = ['account', 'mySessions'] as const;

export async function listMySessions(): Promise<MySession[]> {
  return unwrap(await getReply<MySession[]>('/sys/user/mySessions'));
}

export const mySessionsQueryOptions = queryOptions({ queryKey: mySessionsQueryKey, queryFn: listMySessions });

export const useMySessions = () => useQuery(mySessionsQueryOptions);
