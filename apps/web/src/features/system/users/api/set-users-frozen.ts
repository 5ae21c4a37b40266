import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { usersApi } from './users-api';

export const USER_FROZEN = 2;
export const USER_ACTIVE = 1;

/** PUT /sys/user/frozenBatch: freezing ends the users' sessions at once. */
export async function setUsersFrozen({ ids, status }: { ids: string[]; status: number }): Promise<string> {
  const reply = (await http.put<ApiReply<null>>('/sys/user/frozenBatch', { ids: ids.join(','), status })).data;
  unwrap(reply);
  return reply.message;
}

export function useSetUsersFrozen() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setUsersFrozen, onSuccess: () => client.invalidateQueries({ queryKey: usersApi.queryKey }) });
}
