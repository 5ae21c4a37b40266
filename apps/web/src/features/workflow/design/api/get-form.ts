import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WfFormDetail } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';
import { formsApi } from './forms-api';

/** GET /workflow/form/queryById: the form with the JSON of its newest version. */
export async function getForm(id: string): Promise<WfFormDetail> {
  return unwrap(await getReply<WfFormDetail>('/workflow/form/queryById', { params: { id } }));
}

export const formQueryKey = (id: string) => [...formsApi.queryKey, 'detail', id] as const;
export const formQueryOptions = (id: string) => queryOptions({ queryKey: formQueryKey(id), queryFn: () => getForm(id), staleTime: 0, gcTime: 0 });

export function useWorkflowForm(id: string | null | undefined) {
  return useQuery({ ...formQueryOptions(id ?? ''), enabled: Boolean(id) });
}
