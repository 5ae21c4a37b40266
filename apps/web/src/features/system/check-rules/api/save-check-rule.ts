import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, CheckRuleRecord, CheckRuleSave } from '@bus/contracts';
import { http, postReply, unwrap } from '../../../../lib/http';
import { checkRulesQueryKey } from './list-check-rules';

/** POST /sys/checkRule/add or PUT /sys/checkRule/edit (with version); unsafe patterns come back as 422 on ruleJson. */
export async function saveCheckRule(input: CheckRuleSave & { id?: string; version?: number }): Promise<CheckRuleRecord> {
  if (input.id) return unwrap((await http.put<ApiReply<CheckRuleRecord>>('/sys/checkRule/edit', input, { skipErrorHandler: true })).data);
  return unwrap(await postReply<CheckRuleRecord>('/sys/checkRule/add', input, { skipErrorHandler: true }));
}

export function useSaveCheckRule() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveCheckRule, onSuccess: () => client.invalidateQueries({ queryKey: checkRulesQueryKey }) });
}
