import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getReply, unwrap } from '../../../../lib/http';
import { announcementsByUserQueryKey } from './list-announcements-by-user';
import { announcementsQueryKey } from './list-announcements';

/** GET /sys/annountCement/doReleaseData (publish) or doReovkeData (revoke; the spec's spelling). */
export async function changeAnnouncementState({ id, action }: { id: string; action: 'release' | 'revoke' }): Promise<string> {
  const url = action === 'release' ? '/sys/annountCement/doReleaseData' : '/sys/annountCement/doReovkeData';
  const reply = await getReply<null>(url, { params: { id } });
  unwrap(reply);
  return reply.message;
}

export function useChangeAnnouncementState() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeAnnouncementState,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: announcementsQueryKey });
      void client.invalidateQueries({ queryKey: announcementsByUserQueryKey });
    },
  });
}
