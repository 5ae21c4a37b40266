import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { usersApi } from './users-api';

/** PUT /sys/user/putRecycleBin: back to the user list. */
export async function restoreUsers(ids: string[]): Promise<string> {
  const reply = (await http.put<ApiReply<null>>('/sys/user/putRecycleBin', { userIds: ids.join(',') })).data;
  unwrap(reply);
  return reply.message;
}

export function useRestoreUsers() {
  const client = useQueryClient();
  // the recycle bin is of the same api, so both lists refresh
  return useMutation({ mutationFn: restoreUsers, onSuccess: () => client.invalidateQueries({ queryKey: usersApi.queryKey }) });
}
