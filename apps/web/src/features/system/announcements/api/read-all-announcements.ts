import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { announcementsByUserQueryKey } from './list-announcements-by-user';
import { myAnnouncementsApi } from './my-announcements-api';

/** PUT /sys/sysAnnouncementSend/readAll: every message of the caller becomes read. */
export async function readAllAnnouncements(): Promise<number> {
  return unwrap((await http.put<ApiReply<{ count: number }>>('/sys/sysAnnouncementSend/readAll', {})).data).count;
}

export function useReadAllAnnouncements() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: readAllAnnouncements,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: announcementsByUserQueryKey });
      void client.invalidateQueries({ queryKey: myAnnouncementsApi.queryKey });
    },
  });
}
