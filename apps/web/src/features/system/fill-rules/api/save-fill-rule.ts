import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, FillRuleRecord, FillRuleSave } from '@bus/contracts';
import { http, postReply, unwrap } from '../../../../lib/http';
import { fillRulesQueryKey } from './list-fill-rules';

/** POST /sys/fillRule/add or PUT /sys/fillRule/edit (with version). */
export async function saveFillRule(input: FillRuleSave & { id?: string; version?: number }): Promise<FillRuleRecord> {
  if (input.id) return unwrap((await http.put<ApiReply<FillRuleRecord>>('/sys/fillRule/edit', input, { skipErrorHandler: true })).data);
  return unwrap(await postReply<FillRuleRecord>('/sys/fillRule/add', input, { skipErrorHandler: true }));
}

export function useSaveFillRule() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveFillRule, onSuccess: () => client.invalidateQueries({ queryKey: fillRulesQueryKey }) });
}
