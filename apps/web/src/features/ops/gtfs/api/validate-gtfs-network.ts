import { useQuery } from '@tanstack/react-query';
import type { GtfsValidationReport } from '@bus/contracts';
import { downloadFile, getReply, unwrap } from '../../../../lib/http';

/** GET /ops/gtfs/validateNetwork: the tenant's current network checked by the same rules */
export async function validateGtfsNetwork(): Promise<GtfsValidationReport> {
  return unwrap(await getReply<GtfsValidationReport>('/ops/gtfs/validateNetwork', { timeout: 300_000 }));
}

export const gtfsNetworkReportQueryKey = ['ops', 'gtfs', 'network-report'] as const;

/** runs when the drawer opens; each opening checks again */
export function useGtfsNetworkReport(enabled: boolean) {
  return useQuery({ queryKey: gtfsNetworkReportQueryKey, queryFn: validateGtfsNetwork, enabled, staleTime: 0, gcTime: 0 });
}

export const downloadGtfsNetworkReport = () => downloadFile('/ops/gtfs/validateNetwork?format=csv', '线网校验报告.csv');
