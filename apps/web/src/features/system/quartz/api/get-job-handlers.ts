import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobHandlerInfo } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';

/** GET /sys/quartzJob/handlers: the job handlers registered in the server's code. */
export async function getJobHandlers(): Promise<JobHandlerInfo[]> {
  return unwrap(await getReply<JobHandlerInfo[]>('/sys/quartzJob/handlers'));
}

export const jobHandlersQueryOptions = queryOptions({ queryKey: ['system', 'quartzJobs', 'handlers'], queryFn: getJobHandlers, staleTime: Infinity });

export const useJobHandlers = () => useQuery(jobHandlersQueryOptions);
