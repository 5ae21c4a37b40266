import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnnouncementRecord } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';

/** GET /sys/annountCement/queryById: one announcement the caller may read. */
export async function getAnnouncement(id: string): Promise<AnnouncementRecord> {
  return unwrap(await getReply<AnnouncementRecord>('/sys/annountCement/queryById', { params: { id } }));
}

export const announcementQueryOptions = (id: string) => queryOptions({ queryKey: ['announcement', id], queryFn: () => getAnnouncement(id) });

export function useAnnouncement(id: string | null) {
  return useQuery({ ...announcementQueryOptions(id ?? ''), enabled: Boolean(id) });
}
