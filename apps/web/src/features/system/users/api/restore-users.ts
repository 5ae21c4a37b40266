import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { usersQueryKey } from './list-users';

/** PUT /sys/user/putRecycleBin: back to the user list. */
export async function restoreUsers(ids: string[]): Promise<string> {
  const reply = (await http.put<ApiReply<null>>('/sys/user/putRecycleBin', { userIds: ids.join(',') })).data;
  unwrap(reply);
  return reply.message;
}

export function useRestoreUsers() {
  const client = useQueryClient();
  // the recycle bin key starts with the users key, so both lists refresh
  return useMutation({ mutationFn: restoreUsers, onSuccess: () => client.invalidateQueries({ queryKey: usersQueryKey }) });
}
