import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DutyAssign, DutyFinding } from '@bus/contracts';
import { postReply, unwrap } from '../../../../lib/http';
import { dutiesQueryKey } from './get-duty-blocks';

/** POST /ops/duty/assign: errors refuse it (422); warnings need `confirmWarnings`. Empty driver and vehicle clear the duty. */
export async function assignDuty(input: DutyAssign): Promise<{ findings: DutyFinding[] }> {
  return unwrap(await postReply<{ findings: DutyFinding[] }>('/ops/duty/assign', input, { skipErrorHandler: true }));
}

export function useAssignDuty() {
  const client = useQueryClient();
  return useMutation({ mutationFn: assignDuty, onSuccess: () => client.invalidateQueries({ queryKey: dutiesQueryKey }) });
}
