/** 在线用户's list (the kit's, from the contracts declaration) and 强制退出 of one session. */
import { useMutation } from '@tanstack/react-query';
import { onlineUserResource } from '@bus/contracts';
import { resourceApi } from '../../../../components/resource-kit';
import { postReply, unwrap } from '../../../../lib/http';

export const onlineUsersApi = resourceApi(onlineUserResource);

/** POST /sys/online/forceLogout: ends one session (the user's next request signs them out). */
export async function forceLogout(sessionId: string): Promise<string> {
  const reply = await postReply<null>('/sys/online/forceLogout', { sessionId });
  unwrap(reply);
  return reply.message;
}

export function useForceLogout() {
  const invalidate = onlineUsersApi.useInvalidate();
  return useMutation({ mutationFn: forceLogout, onSuccess: () => invalidate() });
}
