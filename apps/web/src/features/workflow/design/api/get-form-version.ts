import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WfFormVersionDetail } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';
import { formVersionsQueryKey } from './list-form-versions';

/** GET /workflow/form/history/get?id=&versionNo=: one saved version with its JSON. */
export async function getFormVersion(id: string, versionNo: number): Promise<WfFormVersionDetail> {
  return unwrap(await getReply<WfFormVersionDetail>('/workflow/form/history/get', { params: { id, versionNo } }));
}

export const formVersionQueryOptions = (id: string, versionNo: number) =>
  queryOptions({ queryKey: [...formVersionsQueryKey(id), versionNo], queryFn: () => getFormVersion(id, versionNo), staleTime: Infinity });

export function useFormVersion(id: string, versionNo: number | undefined) {
  return useQuery({ ...formVersionQueryOptions(id, versionNo ?? 0), enabled: versionNo !== undefined });
}
