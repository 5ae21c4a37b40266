import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@bus/contracts';
import { http } from '../../../../lib/http';
import { reportsQueryKey } from './list-reports';

/** DELETE /online/cgreport/head/delete?id= or /deleteBatch?ids=. */
export async function deleteReports(ids: string[]): Promise<string> {
  const reply =
    ids.length === 1
      ? await http.delete<ApiReply<null>>('/online/cgreport/head/delete', { params: { id: ids[0] } })
      : await http.delete<ApiReply<null>>('/online/cgreport/head/deleteBatch', { params: { ids: ids.join(',') } });
  return reply.data.message;
}

export function useDeleteReports() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteReports, onSuccess: () => client.invalidateQueries({ queryKey: reportsQueryKey }) });
}
