import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, NotifySetting } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { notifySettingQueryKey } from './get-notify-setting';

/** PUT /sys/user/notifySetting: saves all switches at once. */
export async function saveNotifySetting(values: NotifySetting): Promise<NotifySetting> {
  return unwrap((await http.put<ApiReply<NotifySetting>>('/sys/user/notifySetting', values)).data);
}

export function useSaveNotifySetting() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveNotifySetting, onSuccess: (saved) => client.setQueryData(notifySettingQueryKey, saved) });
}
