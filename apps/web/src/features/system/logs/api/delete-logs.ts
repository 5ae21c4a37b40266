import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { logsQueryKey } from './list-logs';

/** DELETE /sys/log/delete or /sys/log/deleteBatch. */
export async function deleteLogs(ids: string[]): Promise<string> {
  const reply =
    ids.length === 1
      ? (await http.delete<ApiReply<null>>('/sys/log/delete', { params: { id: ids[0] } })).data
      : (await http.delete<ApiReply<null>>('/sys/log/deleteBatch', { params: { ids: ids.join(',') } })).data;
  unwrap(reply);
  return reply.message;
}

export function useDeleteLogs() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteLogs, onSuccess: () => client.invalidateQueries({ queryKey: logsQueryKey }) });
}
