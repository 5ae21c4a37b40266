import { useQuery } from '@tanstack/react-query';
import type { DepartTreeNode } from '@bus/contracts';
import { getReply, unwrap } from '../../../lib/http';

export interface DepartTreeOptions {
  /** include duty nodes (category 5) */
  loadDuty?: boolean;
  /** only the caller's departments and those under them */
  belongToMe?: boolean;
}

/** GET /sys/sysDepart/queryTreeList (loadDuty, belongToMe): the whole tree of the tenant. */
export async function getDepartTree(options: DepartTreeOptions): Promise<DepartTreeNode[]> {
  const params = { loadDuty: options.loadDuty ? 'true' : undefined, belongToMe: options.belongToMe ? 'true' : undefined };
  const result = unwrap(await getReply<DepartTreeNode[] | null>('/sys/sysDepart/queryTreeList', { params }));
  return Array.isArray(result) ? result : [];
}

export const departTreeQueryKey = (options: DepartTreeOptions) => ['pickers', 'depart-tree', !!options.loadDuty, !!options.belongToMe] as const;

/** Cached for five minutes: every department field of a form shares one load. */
export function useDepartTree(options: DepartTreeOptions, enabled = true) {
  return useQuery({ queryKey: departTreeQueryKey(options), queryFn: () => getDepartTree(options), staleTime: 5 * 60_000, enabled });
}
