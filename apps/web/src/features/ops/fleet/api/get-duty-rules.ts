import { useQuery } from '@tanstack/react-query';
import type { DutyRule } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';

export const dutyRulesQueryKey = ['ops', 'duty-rules'] as const;

/** GET /ops/duty/rules */
export async function getDutyRules(): Promise<DutyRule[]> {
  return unwrap(await getReply<DutyRule[]>('/ops/duty/rules'));
}

export function useDutyRules(enabled: boolean) {
  return useQuery({ queryKey: dutyRulesQueryKey, queryFn: getDutyRules, enabled });
}
