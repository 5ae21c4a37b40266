import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postReply, unwrap } from '../../../../lib/http';
import { onlineUsersQueryKey } from './list-online-users';

/** POST /sys/online/forceLogout: ends one session (the user's next request signs them out). */
export async function forceLogout(sessionId: string): Promise<string> {
  const reply = await postReply<null>('/sys/online/forceLogout', { sessionId });
  unwrap(reply);
  return reply.message;
}

export function useForceLogout() {
  const client = useQueryClient();
  return useMutation({ mutationFn: forceLogout, onSuccess: () => client.invalidateQueries({ queryKey: onlineUsersQueryKey }) });
}
