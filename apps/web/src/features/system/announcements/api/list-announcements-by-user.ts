import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnnouncementListByUser } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';

const EMPTY: AnnouncementListByUser = { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 };

/** GET /sys/annountCement/listByUser: unread announcements and system messages. */
export async function listAnnouncementsByUser(): Promise<AnnouncementListByUser> {
  const result = unwrap(await getReply<AnnouncementListByUser>('/sys/annountCement/listByUser', { skipErrorHandler: true }));
  return { ...EMPTY, ...result };
}

export const announcementsByUserQueryKey = ['announcements-by-user'] as const;

export const announcementsByUserQueryOptions = () => queryOptions({ queryKey: announcementsByUserQueryKey, queryFn: listAnnouncementsByUser });

/** Polls every 6 s; a failed load stops the polling (spec 01 section 4). */
export function useAnnouncementsByUser() {
  return useQuery({
    ...announcementsByUserQueryOptions(),
    refetchInterval: (query) => (query.state.status === 'error' ? false : 6000),
    retry: false,
  });
}
