import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StatisticsGranularity, StatisticsReport } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';

export interface StatisticsSelection {
  granularity: StatisticsGranularity;
  /** YYYY-MM-DD by day, YYYY-MM by month, inclusive */
  start: string;
  end: string;
}

/** GET /isps/statistics/report: the period's figures beside the period before, the trend and the breakdowns */
export async function getStatisticsReport(selection: StatisticsSelection): Promise<StatisticsReport> {
  return unwrap(await getReply<StatisticsReport>('/isps/statistics/report', { params: { ...selection } }));
}

export const statisticsReportQuery = (selection: StatisticsSelection) =>
  queryOptions({
    queryKey: ['isps', 'statistics', 'report', selection],
    queryFn: () => getStatisticsReport(selection),
    // the figures of the period before stay on screen while the next ones load
    placeholderData: keepPreviousData,
  });

export const useStatisticsReport = (selection: StatisticsSelection) => useQuery(statisticsReportQuery(selection));
