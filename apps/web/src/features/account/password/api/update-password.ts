import { useMutation } from '@tanstack/react-query';
import type { UpdatePasswordRequest } from '@bus/contracts';
import { postReply, unwrap } from '../../../../lib/http';

/** POST /sys/user/updatePassword (success ends the user's other sessions). Errors go on the form's fields. */
export async function updatePassword(request: UpdatePasswordRequest): Promise<string> {
  const reply = await postReply<unknown>('/sys/user/updatePassword', request, { skipErrorHandler: true });
  unwrap(reply);
  return reply.message;
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
