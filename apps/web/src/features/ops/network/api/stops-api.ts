/**
 * 站点管理's api: the kit's (list, queryById, add, edit, delete, deleteBatch, exportXls) from the
 * contracts declaration, the stations a platform may belong to and the service area the form asks
 * about; every save and delete refreshes them with the list.
 */
import { useQuery } from '@tanstack/react-query';
import { stopResource, type OpsServiceArea, type OpsStopRecord, type PageResult } from '@bus/contracts';
import { resourceApi } from '../../../../components/resource-kit';
import { getReply, unwrap } from '../../../../lib/http';

export const stopsApi = resourceApi(stopResource);

/** GET /ops/stop/list?locationType=1: the stations a platform may belong to. */
export async function listStations(): Promise<OpsStopRecord[]> {
  return unwrap(await getReply<PageResult<OpsStopRecord>>(stopsApi.urls.list, { params: { locationType: 1, pageSize: 500, column: 'name', order: 'asc' } }))
    .records;
}

export function useStations(enabled: boolean) {
  return useQuery({ queryKey: [...stopsApi.queryKey, 'stations'], queryFn: listStations, enabled, staleTime: 60_000 });
}

/** GET /ops/stop/service-area: the tenant's stops' bounds with a margin (China without stops). */
export async function getServiceArea(): Promise<OpsServiceArea> {
  return unwrap(await getReply<OpsServiceArea>('/ops/stop/service-area'));
}

export function useServiceArea(enabled: boolean) {
  return useQuery({ queryKey: [...stopsApi.queryKey, 'service-area'], queryFn: getServiceArea, enabled, staleTime: 60_000 });
}
