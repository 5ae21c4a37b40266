import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DispatchPlanResult } from '@bus/contracts';
import { postReply, unwrap } from '../../../../lib/http';
import { dispatchQueryKey } from './list-trip-records';

/** POST /ops/dispatch/plan: idempotent; recorded actuals are kept. Answers the server's summary. */
export async function generatePlan(serviceDate: string): Promise<string> {
  const reply = await postReply<DispatchPlanResult>('/ops/dispatch/plan', { serviceDate });
  unwrap(reply);
  return reply.message;
}

export function useGeneratePlan() {
  const client = useQueryClient();
  return useMutation({ mutationFn: generatePlan, onSuccess: () => client.invalidateQueries({ queryKey: dispatchQueryKey }) });
}
