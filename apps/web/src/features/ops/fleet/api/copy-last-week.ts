import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postReply, unwrap } from '../../../../lib/http';
import { dutiesQueryKey } from './get-duty-blocks';

/** POST /ops/duty/copy-last-week: open blocks of the date take the driver and bus they had seven days before. */
export async function copyLastWeek(input: { serviceDate: string; routeId?: string }): Promise<string> {
  const reply = await postReply<{ copied: number; skipped: number }>('/ops/duty/copy-last-week', input);
  unwrap(reply);
  return reply.message;
}

export function useCopyLastWeek() {
  const client = useQueryClient();
  return useMutation({ mutationFn: copyLastWeek, onSuccess: () => client.invalidateQueries({ queryKey: dutiesQueryKey }) });
}
