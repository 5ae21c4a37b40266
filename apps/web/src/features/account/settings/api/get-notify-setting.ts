import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotifySetting } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';

/** GET /sys/user/notifySetting: the user's notification preferences. */
export const notifySettingQueryKey = ['account', 'notifySetting'] as const;

export async function getNotifySetting(): Promise<NotifySetting> {
  return unwrap(await getReply<NotifySetting>('/sys/user/notifySetting'));
}

export const notifySettingQueryOptions = queryOptions({ queryKey: notifySettingQueryKey, queryFn: getNotifySetting });

export const useNotifySetting = () => useQuery(notifySettingQueryOptions);
