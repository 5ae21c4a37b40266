import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WfModelDetail } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';
import { modelsApi } from './models-api';

/** GET /workflow/model/queryById: the model with the XML of its newest version. */
export async function getModel(id: string): Promise<WfModelDetail> {
  return unwrap(await getReply<WfModelDetail>('/workflow/model/queryById', { params: { id } }));
}

export const modelQueryKey = (id: string) => [...modelsApi.queryKey, 'detail', id] as const;

// always read fresh: a designer must not open a diagram someone else has saved over
export const modelQueryOptions = (id: string) => queryOptions({ queryKey: modelQueryKey(id), queryFn: () => getModel(id), staleTime: 0, gcTime: 0 });

export function useModel(id: string) {
  return useQuery(modelQueryOptions(id));
}
