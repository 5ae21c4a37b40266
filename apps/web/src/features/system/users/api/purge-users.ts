import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { recycleBinApi } from './users-api';

/** DELETE /sys/user/deleteRecycleBin: gone for good. */
export async function purgeUsers(ids: string[]): Promise<string> {
  const reply = (await http.delete<ApiReply<null>>('/sys/user/deleteRecycleBin', { params: { userIds: ids.join(',') } })).data;
  unwrap(reply);
  return reply.message;
}

export function usePurgeUsers() {
  const client = useQueryClient();
  return useMutation({ mutationFn: purgeUsers, onSuccess: () => client.invalidateQueries({ queryKey: recycleBinApi.queryKey }) });
}
