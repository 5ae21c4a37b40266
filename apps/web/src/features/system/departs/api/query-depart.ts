import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepartRecord } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';

/** GET /sys/sysDepart/queryById: the selected department as stored now (with its version). */
export const departQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['system', 'departs', 'detail', id],
    queryFn: async () => unwrap(await getReply<DepartRecord>('/sys/sysDepart/queryById', { params: { id } })),
  });

export const useDepart = (id: string | undefined) => useQuery({ ...departQueryOptions(id ?? ''), enabled: !!id });
