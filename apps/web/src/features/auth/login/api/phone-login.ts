import { useMutation } from '@tanstack/react-query';
import type { LoginResult } from '@bus/contracts';
import { postReply, unwrap } from '../../../../lib/http';

export interface PhoneLoginRequest {
  mobile: string;
  captcha: string;
}

/** POST /sys/phoneLogin with the SMS code. */
export async function phoneLogin(request: PhoneLoginRequest): Promise<LoginResult> {
  return unwrap(await postReply<LoginResult>('/sys/phoneLogin', request, { skipErrorHandler: true }));
}

export function usePhoneLogin() {
  return useMutation({ mutationFn: phoneLogin });
}
