import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, LineCheckRecord } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { lineChecksQueryKey } from './list-line-checks';

export type LineCheckMove =
  | { action: 'assign'; body: { id: string; version: number; assignee: string } }
  | { action: 'fix'; body: { id: string; version: number; resolution: string } }
  | { action: 'close'; body: { id: string; version: number } };

/** PUT /ops/lineCheck/assign (指派), /fix (整改) or /close (关闭); 422 when the state does not allow it, 409 when stale. */
export async function moveLineCheck(move: LineCheckMove): Promise<{ record: LineCheckRecord; message: string }> {
  const reply = (await http.put<ApiReply<LineCheckRecord>>(`/ops/lineCheck/${move.action}`, move.body, { skipErrorHandler: true })).data;
  return { record: unwrap(reply), message: reply.message };
}

export function useMoveLineCheck() {
  const client = useQueryClient();
  return useMutation({ mutationFn: moveLineCheck, onSuccess: () => client.invalidateQueries({ queryKey: lineChecksQueryKey }) });
}
