import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, QuartzJob, QuartzJobSave } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { quartzJobsQueryKey } from './list-quartz-jobs';

/** POST /sys/quartzJob/add (422 names jobClassName, cronExpression or parameter). */
export async function addQuartzJob(request: QuartzJobSave): Promise<QuartzJob> {
  return unwrap((await http.post<ApiReply<QuartzJob>>('/sys/quartzJob/add', request, { skipErrorHandler: true })).data);
}

export function useAddQuartzJob() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addQuartzJob, onSuccess: () => client.invalidateQueries({ queryKey: quartzJobsQueryKey }) });
}
