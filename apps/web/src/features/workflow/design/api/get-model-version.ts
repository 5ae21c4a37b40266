import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WfModelVersionDetail } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';
import { modelVersionsQueryKey } from './list-model-versions';

/** GET /workflow/model/history/get?id=&versionNo=: one saved version with its XML. */
export async function getModelVersion(id: string, versionNo: number): Promise<WfModelVersionDetail> {
  return unwrap(await getReply<WfModelVersionDetail>('/workflow/model/history/get', { params: { id, versionNo } }));
}

// a saved version never changes: cache it for as long as the page lives
export const modelVersionQueryOptions = (id: string, versionNo: number) =>
  queryOptions({ queryKey: [...modelVersionsQueryKey(id), versionNo], queryFn: () => getModelVersion(id, versionNo), staleTime: Infinity });

export function useModelVersion(id: string, versionNo: number | undefined) {
  return useQuery({ ...modelVersionQueryOptions(id, versionNo ?? 0), enabled: versionNo !== undefined });
}
