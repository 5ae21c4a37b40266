import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LineCheckRecord } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';
import { lineChecksQueryKey } from './list-line-checks';

/** GET /ops/lineCheck/queryById: one finding as the list shows it (the detail drawer); refreshed with the list. */
export async function getLineCheck(id: string): Promise<LineCheckRecord> {
  return unwrap(await getReply<LineCheckRecord>('/ops/lineCheck/queryById', { params: { id } }));
}

export const lineCheckQueryOptions = (id: string) => queryOptions({ queryKey: [...lineChecksQueryKey, 'detail', id], queryFn: () => getLineCheck(id) });

export function useLineCheck(id: string | null) {
  return useQuery({ ...lineCheckQueryOptions(id ?? ''), enabled: Boolean(id) });
}
