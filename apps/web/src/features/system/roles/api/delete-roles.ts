import type { ApiReply } from '@bus/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, unwrap } from '../../../../lib/http';
import { rolesQueryKey } from './list-roles';

/** DELETE /sys/role/delete?id= or /sys/role/deleteBatch?ids= (the roles' user links go too). */
export async function deleteRoles(ids: string[]): Promise<number> {
  const reply =
    ids.length === 1
      ? await http.delete<ApiReply<number>>('/sys/role/delete', { params: { id: ids[0] } })
      : await http.delete<ApiReply<number>>('/sys/role/deleteBatch', { params: { ids: ids.join(',') } });
  return unwrap(reply.data);
}

export function useDeleteRoles() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteRoles, onSuccess: () => client.invalidateQueries({ queryKey: rolesQueryKey }) });
}
