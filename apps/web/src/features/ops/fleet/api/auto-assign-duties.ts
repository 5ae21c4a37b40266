import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postReply, unwrap } from '../../../../lib/http';
import { dutiesQueryKey } from './get-duty-blocks';

/** POST /ops/duty/auto-assign: the line's open pieces get its drivers (paired into lawful days) and its blocks' buses. */
export async function autoAssignDuties(input: { serviceDate: string; routeId: string }): Promise<string> {
  const reply = await postReply<{ assigned: number; unassigned: number }>('/ops/duty/auto-assign', input);
  unwrap(reply);
  return reply.message;
}

export function useAutoAssignDuties() {
  const client = useQueryClient();
  return useMutation({ mutationFn: autoAssignDuties, onSuccess: () => client.invalidateQueries({ queryKey: dutiesQueryKey }) });
}
