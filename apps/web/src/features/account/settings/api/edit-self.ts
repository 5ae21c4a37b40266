import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, EditSelf, SelfProfile } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { saveUserInfo, useSessionStore } from '../../../../lib/session';
import { selfProfileQueryKey } from './get-self-profile';

/** PUT /sys/user/editSelf with the version read (409 when saved elsewhere first); errors go on the form. */
export async function editSelf(request: EditSelf): Promise<SelfProfile> {
  return unwrap((await http.put<ApiReply<SelfProfile>>('/sys/user/editSelf', request, { skipErrorHandler: true })).data);
}

/** Keeps the header (name, avatar) in step with the saved profile. */
export function syncHeader(profile: SelfProfile): void {
  const current = useSessionStore.getState().userInfo;
  if (current) saveUserInfo({ ...current, realname: profile.realname, avatar: profile.avatar });
}

export function useEditSelf() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editSelf,
    onSuccess: (profile) => {
      client.setQueryData(selfProfileQueryKey, profile);
      syncHeader(profile);
    },
  });
}
