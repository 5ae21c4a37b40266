/**
 * 线路巡检's api: the kit's (list, queryById, add, edit, delete, deleteBatch, exportXls) from the
 * contracts declaration, and the follow-up moves of lineCheckStates, which refresh the same lists.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lineCheckResource, type ApiReply, type LineCheckRecord } from '@bus/contracts';
import { resourceApi } from '../../../../components/resource-kit';
import { http, unwrap } from '../../../../lib/http';

export const lineChecksApi = resourceApi(lineCheckResource);

export type LineCheckMove =
  | { action: 'assign'; body: { id: string; version: number; assignee: string } }
  | { action: 'fix'; body: { id: string; version: number; resolution: string } }
  | { action: 'close'; body: { id: string; version: number } };

/** PUT /ops/lineCheck/assign (指派, 改派), /fix (整改) or /close (关闭); 422 when the state does not allow it, 409 when stale. */
export async function moveLineCheck(move: LineCheckMove): Promise<{ record: LineCheckRecord; message: string }> {
  const reply = (await http.put<ApiReply<LineCheckRecord>>(`/ops/lineCheck/${move.action}`, move.body, { skipErrorHandler: true })).data;
  return { record: unwrap(reply), message: reply.message };
}

export function useMoveLineCheck() {
  const client = useQueryClient();
  return useMutation({ mutationFn: moveLineCheck, onSuccess: () => client.invalidateQueries({ queryKey: lineChecksApi.queryKey }) });
}
