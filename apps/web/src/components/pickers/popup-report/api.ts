import { useQuery } from '@tanstack/react-query';
import type { ReportRow, RpColumns, RpQueryItem } from '@bus/contracts';
import { getReply, unwrap } from '../../../lib/http';
import { REPORT_META_STALE_MS } from './popup-report-logic';

/** GET /online/cgreport/api/getRpColumns/{code}: columns, dictionary options and the config id. */
export async function getRpColumns(code: string): Promise<RpColumns> {
  return unwrap(await getReply<RpColumns>(`/online/cgreport/api/getRpColumns/${encodeURIComponent(code)}`));
}

/** GET /online/cgreport/api/getQueryInfo/{id}: the query items (a failure is a warning). */
export async function getQueryInfo(id: string): Promise<RpQueryItem[]> {
  return unwrap(await getReply<RpQueryItem[]>(`/online/cgreport/api/getQueryInfo/${encodeURIComponent(id)}`));
}

/** GET /online/cgreport/api/getData/{id}: query fields, self_ params, column/order, pageNo/pageSize. */
export async function getReportData(id: string, params: Record<string, string | number>): Promise<{ records: ReportRow[]; total: number }> {
  return unwrap(await getReply<{ records: ReportRow[]; total: number }>(`/online/cgreport/api/getData/${encodeURIComponent(id)}`, { params }));
}

export const useRpColumns = (code: string, enabled: boolean) =>
  useQuery({
    queryKey: ['popup-report', 'columns', code],
    queryFn: () => getRpColumns(code),
    enabled: enabled && !!code,
    staleTime: REPORT_META_STALE_MS,
    retry: false,
  });

export const useQueryInfo = (id: string | undefined) =>
  useQuery({ queryKey: ['popup-report', 'query-info', id], queryFn: () => getQueryInfo(id!), enabled: !!id, staleTime: REPORT_META_STALE_MS, retry: false });
