import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, DataRuleEditRequest, DataRuleRecord, DataRuleSaveRequest } from '@bus/contracts';
import { http, postReply, unwrap } from '../../../../lib/http';
import { dataRulesQueryOptions } from './data-rules';

/** POST /sys/permission/addPermissionRule or PUT /sys/permission/editPermissionRule */
export async function saveDataRule(input: DataRuleSaveRequest | DataRuleEditRequest): Promise<DataRuleRecord> {
  if ('id' in input && input.id) return unwrap((await http.put<ApiReply<DataRuleRecord>>('/sys/permission/editPermissionRule', input)).data);
  return unwrap(await postReply<DataRuleRecord>('/sys/permission/addPermissionRule', input));
}

export function useSaveDataRule(permissionId: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveDataRule, onSuccess: () => client.invalidateQueries({ queryKey: dataRulesQueryOptions(permissionId).queryKey }) });
}
