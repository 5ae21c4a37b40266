import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuartzJob } from '@bus/contracts';
import { getReply } from '../../../../lib/http';
import { quartzJobsQueryKey } from './quartz-jobs-api';
import { jobRunsQueryKey } from './list-job-runs';

/** 立即执行一次（GET /sys/quartzJob/execute?id=）; resolves to the saved job and the server's message. */
export async function executeQuartzJob(id: string): Promise<{ job: QuartzJob; message: string }> {
  const reply = await getReply<QuartzJob>('/sys/quartzJob/execute', { params: { id } });
  return { job: reply.result, message: reply.message };
}

export function useExecuteQuartzJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: executeQuartzJob,
    onSuccess: async (_, id) => {
      await client.invalidateQueries({ queryKey: quartzJobsQueryKey });
      await client.invalidateQueries({ queryKey: jobRunsQueryKey(id) });
    },
  });
}
