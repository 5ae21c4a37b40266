import { useQuery } from '@tanstack/react-query';
import type { Depart } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';

/** GET /sys/user/queryUserRole and /sys/user/userDepartList: what the edit form preselects. */
export async function getUserLinks(userId: string): Promise<{ roleIds: string[]; departIds: string[] }> {
  const [roles, departs] = await Promise.all([
    getReply<string[]>('/sys/user/queryUserRole', { params: { userid: userId } }),
    getReply<Depart[]>('/sys/user/userDepartList', { params: { userId } }),
  ]);
  return { roleIds: unwrap(roles), departIds: unwrap(departs).map((d) => d.id) };
}

export const userLinksQueryKey = (userId: string) => ['system', 'users', 'links', userId] as const;

export function useUserLinks(userId: string | undefined) {
  return useQuery({ queryKey: userLinksQueryKey(userId ?? ''), queryFn: () => getUserLinks(userId!), enabled: Boolean(userId), gcTime: 0 });
}
