import { useQuery } from '@tanstack/react-query';
import type { UserComponentRecord, UserStoreField } from '@bus/contracts';
import { getReply, unwrap } from '../../../lib/http';

/** GET /sys/user/getMultiUser?<store>=a,b: the users behind a stored value, in its order. */
export async function getMultiUser(store: UserStoreField, values: string[]): Promise<UserComponentRecord[]> {
  if (values.length === 0) return [];
  return unwrap(await getReply<UserComponentRecord[]>('/sys/user/getMultiUser', { params: { [store]: values.join(',') }, skipErrorHandler: true }));
}

export const multiUserQueryKey = (store: UserStoreField, values: string[]) => ['pickers', 'multi-user', store, values.join(',')] as const;

export function useMultiUser(store: UserStoreField, values: string[]) {
  return useQuery({
    queryKey: multiUserQueryKey(store, values),
    queryFn: () => getMultiUser(store, values),
    enabled: values.length > 0,
    staleTime: 60_000,
  });
}
