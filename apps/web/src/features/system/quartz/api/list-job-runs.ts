import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuartzJobRun } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';

/** GET /sys/quartzJob/runs?jobId=: the most recent runs of one job. */
export const jobRunsQueryKey = (jobId: string) => ['system', 'quartzJobs', 'runs', jobId] as const;

export async function listJobRuns(jobId: string): Promise<QuartzJobRun[]> {
  return unwrap(await getReply<QuartzJobRun[]>('/sys/quartzJob/runs', { params: { jobId } }));
}

export const jobRunsQueryOptions = (jobId: string) => queryOptions({ queryKey: jobRunsQueryKey(jobId), queryFn: () => listJobRuns(jobId) });

export const useJobRuns = (jobId: string | null) => useQuery({ ...jobRunsQueryOptions(jobId ?? ''), enabled: !!jobId });
