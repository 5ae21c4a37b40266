import { downloadFile } from '../../../../lib/http';
import type { StatisticsSelection } from './get-statistics-report';

/** GET /isps/statistics/exportXls: the same figures as a workbook, a sheet per breakdown */
export function exportStatistics(selection: StatisticsSelection) {
  const query = new URLSearchParams({ ...selection });
  return downloadFile(`/isps/statistics/exportXls?${query.toString()}`, `统计报表_${selection.start}_${selection.end}.xlsx`);
}
