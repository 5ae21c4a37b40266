import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserAddRequest } from '@bus/contracts';
import { postReply, unwrap } from '../../../../lib/http';
import { usersQueryKey } from './list-users';

/** POST /sys/user/add. Field errors (422) are shown on the form by the caller. */
export async function addUser(request: UserAddRequest): Promise<{ id: string }> {
  return unwrap(await postReply<{ id: string }>('/sys/user/add', request, { skipErrorHandler: true }));
}

export function useAddUser() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addUser, onSuccess: () => client.invalidateQueries({ queryKey: usersQueryKey }) });
}
