import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@bus/contracts';
import { postReply, unwrap } from '../../../../lib/http';
import { currentUserDepartsQueryKey } from '../../../../lib/api/get-current-user-departs';
import { saveUserInfo } from '../../../../lib/session';

export interface SelectDepartRequest {
  orgCode: string;
  username?: string;
}

/** POST /sys/selectDepart: switches the session's department. */
export async function selectDepart(request: SelectDepartRequest): Promise<UserInfo> {
  return unwrap(await postReply<{ userInfo: UserInfo }>('/sys/selectDepart', request)).userInfo;
}

export function useSelectDepart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectDepart,
    onSuccess: (userInfo) => {
      if (userInfo) saveUserInfo(userInfo);
      void queryClient.invalidateQueries({ queryKey: currentUserDepartsQueryKey });
    },
  });
}
