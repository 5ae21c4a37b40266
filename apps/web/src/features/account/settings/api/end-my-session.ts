import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@bus/contracts';
import { http } from '../../../../lib/http';
import { mySessionsQueryKey } from './list-my-sessions';

/** DELETE /sys/user/mySessions?sessionId=: signs out another of the user's own sessions. */
export async function endMySession(sessionId: string): Promise<string> {
  return (await http.delete<ApiReply<null>>('/sys/user/mySessions', { params: { sessionId } })).data.message;
}

export function useEndMySession() {
  const client = useQueryClient();
  return useMutation({ mutationFn: endMySession, onSuccess: () => client.invalidateQueries({ queryKey: mySessionsQueryKey }) });
}
