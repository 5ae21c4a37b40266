import { useQuery } from '@tanstack/react-query';
import type { ReportSourceInfo } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';

/** GET /online/cgreport/head/sources: what a report's SQL may read, with the columns of each. */
export async function getReportSources(): Promise<ReportSourceInfo[]> {
  return unwrap(await getReply<ReportSourceInfo[]>('/online/cgreport/head/sources'));
}

export const useReportSources = (enabled: boolean) =>
  useQuery({ queryKey: ['online', 'cgreport', 'sources'], queryFn: getReportSources, enabled, staleTime: Infinity });
