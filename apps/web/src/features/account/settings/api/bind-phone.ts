import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, BindPhone, SelfProfile } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { selfProfileQueryKey } from './get-self-profile';

/** PUT /sys/user/bindPhone {phone, captcha}: binds the phone once the SMS code matches. */
export async function bindPhone(request: BindPhone): Promise<SelfProfile> {
  return unwrap((await http.put<ApiReply<SelfProfile>>('/sys/user/bindPhone', request, { skipErrorHandler: true })).data);
}

export function useBindPhone() {
  const client = useQueryClient();
  return useMutation({ mutationFn: bindPhone, onSuccess: (profile) => client.setQueryData(selfProfileQueryKey, profile) });
}
