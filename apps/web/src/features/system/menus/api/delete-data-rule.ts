import type { ApiReply } from '@bus/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, unwrap } from '../../../../lib/http';
import { dataRulesQueryOptions } from './data-rules';

/** DELETE /sys/permission/deletePermissionRule?id= */
export async function deleteDataRule(id: string): Promise<null> {
  return unwrap((await http.delete<ApiReply<null>>('/sys/permission/deletePermissionRule', { params: { id } })).data);
}

export function useDeleteDataRule(permissionId: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteDataRule, onSuccess: () => client.invalidateQueries({ queryKey: dataRulesQueryOptions(permissionId).queryKey }) });
}
