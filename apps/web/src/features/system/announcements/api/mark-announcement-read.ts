import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { announcementsByUserQueryKey } from './list-announcements-by-user';
import { myAnnouncementsApi } from './my-announcements-api';

/** PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId: the caller's own message becomes read. */
export async function markAnnouncementRead(anntId: string): Promise<void> {
  unwrap((await http.put<ApiReply<null>>('/sys/sysAnnouncementSend/editByAnntIdAndUserId', {}, { params: { anntId }, skipErrorHandler: true })).data);
}

export function useMarkAnnouncementRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAnnouncementRead,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: announcementsByUserQueryKey });
      void client.invalidateQueries({ queryKey: myAnnouncementsApi.queryKey });
    },
  });
}
