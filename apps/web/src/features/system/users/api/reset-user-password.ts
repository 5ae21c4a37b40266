import { useMutation } from '@tanstack/react-query';
import type { AdminChangePasswordRequest, ApiReply } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';

/** PUT /sys/user/changePassword: an administrator sets a user's password (the user must change it). */
export async function resetUserPassword(request: AdminChangePasswordRequest): Promise<string> {
  const reply = (await http.put<ApiReply<null>>('/sys/user/changePassword', request, { skipErrorHandler: true })).data;
  unwrap(reply);
  return reply.message;
}

export function useResetUserPassword() {
  return useMutation({ mutationFn: resetUserPassword });
}
