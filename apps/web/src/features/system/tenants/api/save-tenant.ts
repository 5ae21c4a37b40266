import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, TenantEditRequest, TenantRecord, TenantSaveRequest } from '@bus/contracts';
import { http, postReply, unwrap } from '../../../../lib/http';
import { tenantsQueryKey } from './list-tenants';

/** POST /sys/tenant/add or PUT /sys/tenant/edit (with version). */
export async function saveTenant(input: { edit: false; body: TenantSaveRequest } | { edit: true; body: TenantEditRequest }): Promise<TenantRecord> {
  if (input.edit) return unwrap((await http.put<ApiReply<TenantRecord>>('/sys/tenant/edit', input.body)).data);
  return unwrap(await postReply<TenantRecord>('/sys/tenant/add', input.body));
}

export function useSaveTenant() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveTenant, onSuccess: () => client.invalidateQueries({ queryKey: tenantsQueryKey }) });
}
