import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { todoQueryKey } from './todo';

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
