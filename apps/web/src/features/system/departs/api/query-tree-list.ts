import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepartTreeNode } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';

/** GET /sys/sysDepart/queryTreeList?loadDuty=true: the whole tree of the tenant, duty posts included. */
export const departTreeQueryKey = ['system', 'departs', 'tree'] as const;

export const departTreeQueryOptions = () =>
  queryOptions({
    queryKey: departTreeQueryKey,
    queryFn: async () => unwrap(await getReply<DepartTreeNode[]>('/sys/sysDepart/queryTreeList', { params: { loadDuty: true } })),
  });

export const useDepartTree = () => useQuery(departTreeQueryOptions());
