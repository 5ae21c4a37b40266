import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, WfCancel } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
// from its own module: todo.ts reads mineQueryKey from here
import { todoQueryKey } from '../../../../lib/api/work-day';

export const MINE_LIST_URL = '/workflow/process/mine';
export const mineQueryKey = ['workflow', 'mine'] as const;

/** POST /workflow/process/withdraw: the application comes back to its initiator to change. */
async function withdraw(instanceId: string): Promise<string> {
  const reply = (await http.post<ApiReply<unknown>>('/workflow/process/withdraw', { instanceId })).data;
  unwrap(reply);
  return reply.message;
}

export function useWithdraw() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: withdraw,
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: mineQueryKey }), client.invalidateQueries({ queryKey: todoQueryKey })]),
  });
}

/** POST /workflow/process/cancel: 撤销 an application sent back to its initiator (it ends, 已撤销). */
async function cancel(input: WfCancel): Promise<string> {
  const reply = (await http.post<ApiReply<unknown>>('/workflow/process/cancel', input)).data;
  unwrap(reply);
  return reply.message;
}

export function useCancelApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancel,
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: mineQueryKey }), client.invalidateQueries({ queryKey: todoQueryKey })]),
  });
}
