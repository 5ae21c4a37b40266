import { useMutation } from '@tanstack/react-query';
import { postReply, unwrap } from '../../../../lib/http';

/** POST /sys/sms: sends a login code (429 with result.retryAfterSeconds while one is valid). */
export async function sendSms(mobile: string): Promise<unknown> {
  return unwrap(await postReply<unknown>('/sys/sms', { mobile, smsmode: '0' }, { skipErrorHandler: true }));
}

export function useSendSms() {
  return useMutation({ mutationFn: sendSms });
}
