import { useMutation } from '@tanstack/react-query';
import { postReply, unwrap } from '../../../../lib/http';

export interface SelectTenantRequest {
  tenantId: number;
  /** the new session's token: the login is stored only once a tenant is chosen */
  token: string;
}

/** POST /sys/selectTenant. */
export async function selectTenant({ tenantId, token }: SelectTenantRequest): Promise<unknown> {
  return unwrap(await postReply<unknown>('/sys/selectTenant', { tenantId }, { headers: { 'X-Access-Token': token, 'tenant-id': String(tenantId) } }));
}

export function useSelectTenant() {
  return useMutation({ mutationFn: selectTenant });
}
