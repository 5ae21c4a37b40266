/**
 * The calls and messages behind the list page hook's actions (spec 03 sections 5, 7 and 8):
 * delete by id, batch delete with comma-joined ids, export as a blob with the list parameters
 * and the selected ids, and the developer messages for a page that forgot a URL.
 */
import { message } from 'antd';
import type { ApiReply, PageResult } from '@bus/contracts';
import { http, saveBlob, unwrap } from '../../lib/http';

export const LIST_MESSAGES = {
  missingListUrl: '请设置 url.list 属性!',
  missingDeleteUrl: '请设置 url.delete 属性!',
  missingBatchDeleteUrl: '请设置 url.deleteBatch 属性!',
  missingExportUrl: '请设置 url.exportXlsUrl 属性!',
  missingImportUrl: '请设置 url.importExcelUrl 属性!',
  selectRecord: '请选择一条记录！',
  confirmDeleteTitle: '确认删除',
  confirmDeleteContent: '是否删除选中数据？',
  confirmDeleteOne: '确定删除吗？',
  deleted: '删除成功',
  downloadFailed: '文件下载失败',
} as const;

/** Export name when the page gives none (spec: 'export file'). */
export const DEFAULT_EXPORT_TITLE = '导出文件';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A developer mistake (a missing URL): logged for the developer and shown to whoever clicked,
 * so the button visibly does nothing rather than silently.
 */
export function reportConfigError(text: string, show: (text: string) => void): void {
  console.error(`[list-page] ${text}`);
  show(text);
}

/** `result` as records and total, also when an endpoint answers a plain array. */
export function normalisePage<T>(result: PageResult<T> | T[] | null | undefined): PageResult<T> {
  if (Array.isArray(result)) return { records: result, total: result.length, size: result.length, current: 1, pages: 1 };
  return result ?? { records: [], total: 0, size: 0, current: 1, pages: 0 };
}

/** A refused delete (success false) names the server's reason; HTTP failures the client already showed. */
function deletedMessage(reply: ApiReply<unknown>): string {
  if (reply.success === false) void message.error(reply.message || '删除失败');
  unwrap(reply);
  return reply.message || LIST_MESSAGES.deleted;
}

export async function deleteById(url: string, id: string): Promise<string> {
  return deletedMessage((await http.delete<ApiReply<unknown>>(url, { params: { id } })).data);
}

export async function deleteByIds(url: string, ids: string[]): Promise<string> {
  return deletedMessage((await http.delete<ApiReply<unknown>>(url, { params: { ids: ids.join(',') } })).data);
}

/** The export's query: the list parameters without paging, plus the selected ids when any. */
export function exportParams(params: Record<string, unknown>, selections: string[]): Record<string, unknown> {
  const { pageNo: _pageNo, pageSize: _pageSize, ...rest } = params;
  return selections.length ? { ...rest, selections: selections.join(',') } : rest;
}

/** `<title>.xls`, or `.xlsx` when the server says that is what it sent. */
export function exportFileName(title: string | undefined, contentType: string | undefined): string {
  const name = title?.trim() || DEFAULT_EXPORT_TITLE;
  return `${name}${contentType?.includes(XLSX_TYPE) ? '.xlsx' : '.xls'}`;
}

/** GET the export as a blob and save it; an empty answer is 'file download failed'. */
export async function exportList(url: string, params: Record<string, unknown>, selections: string[], title?: string): Promise<void> {
  const response = await http.get<Blob>(url, { params: exportParams(params, selections), responseType: 'blob' });
  const blob = response.data;
  if (!blob || blob.size === 0) throw new Error(LIST_MESSAGES.downloadFailed);
  const type = blob.type;
  saveBlob(blob, exportFileName(title, type));
}
