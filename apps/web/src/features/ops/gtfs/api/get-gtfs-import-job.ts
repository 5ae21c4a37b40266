import { useQuery } from '@tanstack/react-query';
import type { GtfsImportJob } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';

const POLL_MS = 1000;

/** GET /ops/gtfs/importJob?id=: rows loaded per file while running, the summary at the end */
export async function getGtfsImportJob(id: string): Promise<GtfsImportJob> {
  return unwrap(await getReply<GtfsImportJob>('/ops/gtfs/importJob', { params: { id }, skipErrorHandler: true }));
}

export const gtfsImportJobQueryKey = (id: string | undefined) => ['ops', 'gtfs', 'import-job', id] as const;

/** polls once a second until the job is done or failed */
export function useGtfsImportJob(id: string | undefined) {
  return useQuery({
    queryKey: gtfsImportJobQueryKey(id),
    queryFn: () => getGtfsImportJob(id!),
    enabled: !!id,
    refetchInterval: (query) => (!query.state.data || query.state.data.status === 'running' ? POLL_MS : false),
  });
}
