import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, DutyRule, DutyRulesSave } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { dutiesQueryKey } from './get-duty-blocks';
import { dutyRulesQueryKey } from './get-duty-rules';

/** PUT /ops/duty/rules */
export async function saveDutyRules(input: DutyRulesSave): Promise<DutyRule[]> {
  return unwrap((await http.put<ApiReply<DutyRule[]>>('/ops/duty/rules', input, { skipErrorHandler: true })).data);
}

export function useSaveDutyRules() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDutyRules,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: dutyRulesQueryKey });
      void client.invalidateQueries({ queryKey: dutiesQueryKey });
    },
  });
}
