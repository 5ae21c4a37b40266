import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepartTreeNode } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';

/** GET /sys/sysDepart/queryTreeList: the department tree of the tenant (no duty nodes). */
export async function getAddressDeparts(): Promise<DepartTreeNode[]> {
  const result = unwrap(await getReply<DepartTreeNode[] | null>('/sys/sysDepart/queryTreeList', { skipErrorHandler: true }));
  return Array.isArray(result) ? result : [];
}

export const addressDepartsQueryOptions = queryOptions({ queryKey: ['system', 'addresses', 'departs'], queryFn: getAddressDeparts, retry: false });

export const useAddressDeparts = () => useQuery(addressDepartsQueryOptions);
