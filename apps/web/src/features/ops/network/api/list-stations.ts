import { useQuery } from '@tanstack/react-query';
import type { OpsStopRecord, PageResult } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';
import { STOP_LIST_URL, stopsQueryKey } from './list-stops';

/** GET /ops/stop/list?locationType=1: the stations a platform may belong to. */
export async function listStations(): Promise<OpsStopRecord[]> {
  return unwrap(await getReply<PageResult<OpsStopRecord>>(STOP_LIST_URL, { params: { locationType: 1, pageSize: 500, column: 'name', order: 'asc' } })).records;
}

export function useStations(enabled: boolean) {
  return useQuery({ queryKey: [...stopsQueryKey, 'stations'], queryFn: listStations, enabled, staleTime: 60_000 });
}
