import { useQuery } from '@tanstack/react-query';
import type { OpsMapConfig } from '@bus/contracts';
import { getReply, unwrap } from '../../../lib/http';

/** GET /ops/map/config: the base map's style URL (MAP_STYLE_URL), null for the plain offline background. */
export async function getMapConfig(): Promise<OpsMapConfig> {
  return unwrap(await getReply<OpsMapConfig>('/ops/map/config'));
}

export const mapConfigQueryKey = ['ops', 'map-config'] as const;

export function useMapConfig() {
  return useQuery({ queryKey: mapConfigQueryKey, queryFn: getMapConfig, staleTime: Infinity });
}
