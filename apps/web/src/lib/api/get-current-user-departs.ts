import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Depart } from '@bus/contracts';
import { getReply, unwrap } from '../http';

export interface CurrentUserDeparts {
  list: Depart[];
  orgCode: string | null;
}

/** GET /sys/user/getCurrentUserDeparts: the user's departments and the current one. */
export async function getCurrentUserDeparts(): Promise<CurrentUserDeparts> {
  const result = unwrap(await getReply<CurrentUserDeparts>('/sys/user/getCurrentUserDeparts'));
  return { list: result?.list ?? [], orgCode: result?.orgCode ?? null };
}

export const currentUserDepartsQueryKey = ['current-user-departs'] as const;

export const currentUserDepartsQueryOptions = () => queryOptions({ queryKey: currentUserDepartsQueryKey, queryFn: getCurrentUserDeparts });

export function useCurrentUserDeparts(enabled = true) {
  return useQuery({ ...currentUserDepartsQueryOptions(), enabled });
}
