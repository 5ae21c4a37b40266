import { downloadFile } from '../../../../lib/http';
import type { ListParams } from '../../../../components/list-page';

export const EXPORT_FILE_NAME = '用户信息.xlsx';

/** GET /sys/user/exportXls: the selected rows when any, else everything matching the current filters. */
export function exportUsers(params: ListParams, selectedIds: string[]): Promise<void> {
  const { pageNo: _pageNo, pageSize: _pageSize, ...filters } = params;
  const query = selectedIds.length ? { ...filters, selections: selectedIds.join(',') } : filters;
  return downloadFile('/sys/user/exportXls', EXPORT_FILE_NAME, { params: query });
}

export const downloadImportTemplate = () => downloadFile('/sys/user/importTemplate', '用户导入模板.xlsx');
