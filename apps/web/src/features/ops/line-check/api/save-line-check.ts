import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, LineCheckRecord, LineCheckSave } from '@bus/contracts';
import { http, postReply, unwrap } from '../../../../lib/http';
import { lineChecksQueryKey } from './list-line-checks';

/** POST /ops/lineCheck/add, or PUT /ops/lineCheck/edit with the version read (409 when stale). */
export async function saveLineCheck(input: LineCheckSave & { id?: string; version?: number }): Promise<LineCheckRecord> {
  if (input.id) return unwrap((await http.put<ApiReply<LineCheckRecord>>('/ops/lineCheck/edit', input, { skipErrorHandler: true })).data);
  return unwrap(await postReply<LineCheckRecord>('/ops/lineCheck/add', input, { skipErrorHandler: true }));
}

export function useSaveLineCheck() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveLineCheck, onSuccess: () => client.invalidateQueries({ queryKey: lineChecksQueryKey }) });
}
