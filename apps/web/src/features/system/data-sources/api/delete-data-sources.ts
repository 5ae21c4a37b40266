import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@bus/contracts';
import { http } from '../../../../lib/http';
import { dataSourcesQueryKey } from './list-data-sources';

/** DELETE /sys/dataSource/delete?id= or /deleteBatch?ids=. */
export async function deleteDataSources(ids: string[]): Promise<string> {
  const reply =
    ids.length === 1
      ? await http.delete<ApiReply<null>>('/sys/dataSource/delete', { params: { id: ids[0] } })
      : await http.delete<ApiReply<null>>('/sys/dataSource/deleteBatch', { params: { ids: ids.join(',') } });
  return reply.data.message;
}

export function useDeleteDataSources() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteDataSources, onSuccess: () => client.invalidateQueries({ queryKey: dataSourcesQueryKey }) });
}
