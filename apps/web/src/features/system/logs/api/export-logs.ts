import { downloadFile } from '../../../../lib/http';
import type { ListParams } from '../../../../components/list-page';

/** GET /sys/log/exportXls with the current filters. */
export function exportLogs(params: ListParams): Promise<void> {
  const { pageNo: _p, pageSize: _s, ...filters } = params;
  return downloadFile('/sys/log/exportXls', '系统日志.xlsx', { params: filters });
}
