import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, QuartzJob, QuartzJobEdit } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { quartzJobsQueryKey } from './list-quartz-jobs';

/** PUT /sys/quartzJob/edit with the version the form was read at (409 when someone saved first). */
export async function editQuartzJob(request: QuartzJobEdit): Promise<QuartzJob> {
  return unwrap((await http.put<ApiReply<QuartzJob>>('/sys/quartzJob/edit', request, { skipErrorHandler: true })).data);
}

export function useEditQuartzJob() {
  const client = useQueryClient();
  return useMutation({ mutationFn: editQuartzJob, onSuccess: () => client.invalidateQueries({ queryKey: quartzJobsQueryKey }) });
}
