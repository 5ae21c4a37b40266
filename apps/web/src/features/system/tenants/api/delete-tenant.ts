import type { ApiReply } from '@bus/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, unwrap } from '../../../../lib/http';
import { tenantsQueryKey } from './list-tenants';

/** DELETE /sys/tenant/delete?id= (refused while the tenant still has users). */
export async function deleteTenant(id: number): Promise<null> {
  return unwrap((await http.delete<ApiReply<null>>('/sys/tenant/delete', { params: { id } })).data);
}

export function useDeleteTenant() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteTenant, onSuccess: () => client.invalidateQueries({ queryKey: tenantsQueryKey }) });
}
