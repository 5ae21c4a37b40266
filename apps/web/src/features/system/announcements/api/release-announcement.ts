import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnnouncementAction } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';
import { announcementsApi } from './announcements-api';
import { announcementsByUserQueryKey } from './list-announcements-by-user';

/** the endpoint of each action of announcementStates (doReovkeData is the spec's spelling) */
const URL_OF: Record<AnnouncementAction, string> = {
  release: '/sys/annountCement/doReleaseData',
  revoke: '/sys/annountCement/doReovkeData',
};

/** GET doReleaseData (publish) or doReovkeData (revoke): the server's message. */
export async function changeAnnouncementState({ id, action }: { id: string; action: AnnouncementAction }): Promise<string> {
  const reply = await getReply<null>(URL_OF[action], { params: { id } });
  unwrap(reply);
  return reply.message;
}

export function useChangeAnnouncementState() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeAnnouncementState,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: announcementsApi.queryKey });
      void client.invalidateQueries({ queryKey: announcementsByUserQueryKey });
    },
  });
}
