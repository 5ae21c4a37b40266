import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuartzJob } from '@bus/contracts';
import { getReply } from '../../../../lib/http';
import { quartzJobsQueryKey } from './quartz-jobs-api';
import { jobRunsQueryKey } from './list-job-runs';

/**
 * A job's row actions, each a GET /sys/quartzJob/<action>?id=: 立即执行 (execute), 停止 (pause),
 * 启动 (resume); each resolves to the saved job and the server's message and refreshes the list and
 * the job's runs.
 */
export async function quartzJobAction(action: 'execute' | 'pause' | 'resume', id: string): Promise<{ job: QuartzJob; message: string }> {
  const reply = await getReply<QuartzJob>(`/sys/quartzJob/${action}`, { params: { id } });
  return { job: reply.result, message: reply.message };
}

export function useQuartzJobAction(action: 'execute' | 'pause' | 'resume') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => quartzJobAction(action, id),
    onSuccess: async (_, id) => {
      await client.invalidateQueries({ queryKey: quartzJobsQueryKey });
      await client.invalidateQueries({ queryKey: jobRunsQueryKey(id) });
    },
  });
}
