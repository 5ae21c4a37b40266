import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataLogCompareRow } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';

/** GET /sys/dataLog/queryCompareList: two versions of one record, field by field. */
export async function compareDataLogs(dataId1: string, dataId2: string): Promise<DataLogCompareRow[]> {
  return unwrap(await getReply<DataLogCompareRow[]>('/sys/dataLog/queryCompareList', { params: { dataId1, dataId2 } }));
}

export const compareDataLogsQueryOptions = (ids: [string, string]) =>
  queryOptions({ queryKey: ['system', 'data-log-compare', ...ids], queryFn: () => compareDataLogs(ids[0], ids[1]) });

export function useCompareDataLogs(ids: [string, string] | null) {
  return useQuery({ ...compareDataLogsQueryOptions(ids ?? ['', '']), enabled: Boolean(ids) });
}
