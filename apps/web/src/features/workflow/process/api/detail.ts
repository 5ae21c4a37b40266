import { useQuery } from '@tanstack/react-query';
import type { WfDetail } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';

export const detailQueryKey = (instanceId: string, taskId?: string) => ['workflow', 'detail', instanceId, taskId ?? null] as const;

/** GET /workflow/process/detail: the instance as the viewer may see it (403 / 404 come back as errors). */
export function useProcessDetail(instanceId: string | undefined, taskId?: string) {
  return useQuery({
    queryKey: detailQueryKey(instanceId ?? '', taskId),
    queryFn: async () => unwrap(await getReply<WfDetail>('/workflow/process/detail', { params: { instanceId, ...(taskId ? { taskId } : {}) } })),
    enabled: Boolean(instanceId),
    // always fresh: the page is opened to see where the approval stands now
    staleTime: 0,
    retry: false,
  });
}
