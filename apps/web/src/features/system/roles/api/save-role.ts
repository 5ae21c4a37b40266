import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, RoleEditRequest, RoleRecord, RoleSaveRequest } from '@bus/contracts';
import { http, postReply, unwrap } from '../../../../lib/http';
import { rolesQueryKey } from './list-roles';

/** POST /sys/role/add or PUT /sys/role/edit (with version). */
export async function saveRole(input: RoleSaveRequest | RoleEditRequest): Promise<RoleRecord> {
  if ('id' in input && input.id) return unwrap((await http.put<ApiReply<RoleRecord>>('/sys/role/edit', input)).data);
  return unwrap(await postReply<RoleRecord>('/sys/role/add', input));
}

export function useSaveRole() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveRole, onSuccess: () => client.invalidateQueries({ queryKey: rolesQueryKey }) });
}
