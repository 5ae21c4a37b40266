import { queryOptions, useQuery } from '@tanstack/react-query';
import { getReply, unwrap } from '../http';

/** GET /basic-font-end-element-display/find-tips-by-id/{id}: the help text of one element. */
export async function getElementTips(id: string): Promise<string> {
  return unwrap(await getReply<string>(`/basic-font-end-element-display/find-tips-by-id/${encodeURIComponent(id)}`, { skipErrorHandler: true }));
}

/** Cached for the session (spec: 'cached'); a rule edit invalidates ['element-tips']. */
export const elementTipsQueryOptions = (id: string) => queryOptions({ queryKey: ['element-tips', id], queryFn: () => getElementTips(id), staleTime: Infinity });

export function useElementTips(id: string, enabled = true) {
  return useQuery({ ...elementTipsQueryOptions(id), enabled });
}
