import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RoleDataRuleResult } from '@bus/contracts';
import { getReply, postReply, unwrap } from '../../../../lib/http';

/** GET /sys/role/datarule/{permissionId}/{roleId}: the menu's rules and the ones the role holds. */
export const roleDataRulesQueryOptions = (permissionId: string, roleId: string) =>
  queryOptions({
    queryKey: ['system', 'roles', 'datarule', permissionId, roleId],
    queryFn: async () => unwrap(await getReply<RoleDataRuleResult>(`/sys/role/datarule/${permissionId}/${roleId}`)),
  });
export const useRoleDataRules = (permissionId: string, roleId: string) => useQuery(roleDataRulesQueryOptions(permissionId, roleId));

/** POST /sys/role/datarule */
export async function saveRoleDataRules(input: { permissionId: string; roleId: string; dataRuleIds: string }) {
  return unwrap(await postReply<null>('/sys/role/datarule', input));
}

export function useSaveRoleDataRules(permissionId: string, roleId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveRoleDataRules,
    onSuccess: () => client.invalidateQueries({ queryKey: roleDataRulesQueryOptions(permissionId, roleId).queryKey }),
  });
}
