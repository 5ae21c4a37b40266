import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@bus/contracts';
import { http } from '../../../../lib/http';
import { quartzJobsQueryKey } from './list-quartz-jobs';

/** DELETE /sys/quartzJob/delete?id= or /deleteBatch?ids=; resolves to the server's message. */
export async function deleteQuartzJobs(ids: string[]): Promise<string> {
  const reply =
    ids.length === 1
      ? await http.delete<ApiReply<null>>('/sys/quartzJob/delete', { params: { id: ids[0] } })
      : await http.delete<ApiReply<null>>('/sys/quartzJob/deleteBatch', { params: { ids: ids.join(',') } });
  return reply.data.message;
}

export function useDeleteQuartzJobs() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteQuartzJobs, onSuccess: () => client.invalidateQueries({ queryKey: quartzJobsQueryKey }) });
}
