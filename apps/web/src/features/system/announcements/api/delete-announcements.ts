import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { announcementsQueryKey } from './list-announcements';

/** DELETE /sys/annountCement/delete or deleteBatch (soft delete). */
export async function deleteAnnouncements(ids: string[]): Promise<string> {
  const reply =
    ids.length === 1
      ? (await http.delete<ApiReply<null>>('/sys/annountCement/delete', { params: { id: ids[0] } })).data
      : (await http.delete<ApiReply<null>>('/sys/annountCement/deleteBatch', { params: { ids: ids.join(',') } })).data;
  unwrap(reply);
  return reply.message;
}

export function useDeleteAnnouncements() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteAnnouncements, onSuccess: () => client.invalidateQueries({ queryKey: announcementsQueryKey }) });
}
