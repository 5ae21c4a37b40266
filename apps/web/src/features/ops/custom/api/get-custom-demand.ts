import { useQuery } from '@tanstack/react-query';
import type { CustomDemand } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';
import { customRequestsQueryKey } from './list-custom-requests';

/** GET /ops/customization/demand: passengers per from→to pair of the requests still open. */
export async function getCustomDemand(): Promise<CustomDemand[]> {
  return unwrap(await getReply<CustomDemand[]>('/ops/customization/demand'));
}

export function useCustomDemand() {
  return useQuery({ queryKey: [...customRequestsQueryKey, 'demand'], queryFn: getCustomDemand });
}
