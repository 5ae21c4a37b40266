import { useQuery } from '@tanstack/react-query';
import type { OpsServiceArea } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';
import { stopsQueryKey } from './list-stops';

/** GET /ops/stop/service-area: the tenant's stops' bounds with a margin (China without stops). */
export async function getServiceArea(): Promise<OpsServiceArea> {
  return unwrap(await getReply<OpsServiceArea>('/ops/stop/service-area'));
}

export function useServiceArea(enabled: boolean) {
  return useQuery({ queryKey: [...stopsQueryKey, 'service-area'], queryFn: getServiceArea, enabled, staleTime: 60_000 });
}
