import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, SelfProfile } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { selfProfileQueryKey } from './get-self-profile';

/** PUT /sys/user/bindEmail {email}. */
export async function bindEmail(email: string): Promise<SelfProfile> {
  return unwrap((await http.put<ApiReply<SelfProfile>>('/sys/user/bindEmail', { email }, { skipErrorHandler: true })).data);
}

export function useBindEmail() {
  const client = useQueryClient();
  return useMutation({ mutationFn: bindEmail, onSuccess: (profile) => client.setQueryData(selfProfileQueryKey, profile) });
}
