import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResult } from '@bus/contracts';
import { postReply, unwrap } from '../../../../lib/http';

/** POST /sys/login. The form shows failures on its fields, so the global message is skipped. */
export async function login(request: LoginRequest): Promise<LoginResult> {
  return unwrap(await postReply<LoginResult>('/sys/login', request, { skipErrorHandler: true }));
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
