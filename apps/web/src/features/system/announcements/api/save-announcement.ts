import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnnouncementEdit, AnnouncementRecord, AnnouncementSave, ApiReply } from '@bus/contracts';
import { http, postReply, unwrap } from '../../../../lib/http';
import { announcementsQueryKey } from './list-announcements';

/** POST /sys/annountCement/add (a draft) or PUT /sys/annountCement/edit (drafts only, with version). */
export async function saveAnnouncement(values: AnnouncementSave | AnnouncementEdit): Promise<AnnouncementRecord> {
  const reply =
    'id' in values && values.id
      ? (await http.put<ApiReply<AnnouncementRecord>>('/sys/annountCement/edit', values, { skipErrorHandler: true })).data
      : await postReply<AnnouncementRecord>('/sys/annountCement/add', values, { skipErrorHandler: true });
  return unwrap(reply);
}

export function useSaveAnnouncement() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveAnnouncement, onSuccess: () => client.invalidateQueries({ queryKey: announcementsQueryKey }) });
}
