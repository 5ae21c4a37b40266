import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuartzJob } from '@bus/contracts';
import { getReply } from '../../../../lib/http';
import { quartzJobsQueryKey } from './quartz-jobs-api';
import { jobRunsQueryKey } from './list-job-runs';

/** 停止任务（GET /sys/quartzJob/pause?id=）; resolves to the saved job and the server's message. */
export async function pauseQuartzJob(id: string): Promise<{ job: QuartzJob; message: string }> {
  const reply = await getReply<QuartzJob>('/sys/quartzJob/pause', { params: { id } });
  return { job: reply.result, message: reply.message };
}

export function usePauseQuartzJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: pauseQuartzJob,
    onSuccess: async (_, id) => {
      await client.invalidateQueries({ queryKey: quartzJobsQueryKey });
      await client.invalidateQueries({ queryKey: jobRunsQueryKey(id) });
    },
  });
}
