/**
 * The list page hook (CONVENTIONS 4): `{pagination, filters, sorters} -> {records, total}` against
 * one GET endpoint of the shared list contract, returning props to spread on an antd Table and
 * handlers for the search form. Paging 10/20/30/100 with 'a-b 共 n 条'; sort defaults to
 * createTime desc; a delete that empties the last page steps back one page.
 *
 * Optional parts (spec 03 "Generic list page"):
 * - `superQueryFields`: the advanced query; spread `superQueryProps` on <SuperQuery>, and the
 *   hook sends superQueryParams / superQueryMatchType with every list request.
 * - `deleteUrl` / `batchDeleteUrl`: `deleteRecord(id)` and `batchDelete()` (confirmation, and
 *   '请选择一条记录！' when nothing is selected).
 * - `exportUrl` / `exportTitle`: `exportXls()` downloads `<title>.xls(x)` with the list
 *   parameters and the selected ids.
 * - `importUrl`: spread `importProps` on <ImportExcelButton>.
 *
 * Developer mistakes (decided here, see list-actions.ts): a missing list URL logs
 * console.error and shows '请设置 url.list 属性!' once, and no request is made; a missing
 * delete / batch-delete / export / import URL does the same when the action is used.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type Key } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { message, type TablePaginationConfig, type TableProps } from 'antd';
import type { FilterValue, SorterResult } from 'antd/es/table/interface';
import type { ListQueryParams } from '@bus/contracts';
import type { PageResult } from '@bus/contracts';
import { getReply, unwrap } from '../../lib/http';
import type { SuperQueryField, SuperQueryParams } from '../super-query/super-query-logic';
import { confirmAction } from './confirm';
import { deleteById, deleteByIds, exportList, LIST_MESSAGES, normalisePage, reportConfigError } from './list-actions';

export const PAGE_SIZE_OPTIONS = ['10', '20', '30', '100'];

export const showTotal = (total: number, range: [number, number]) => `${range[0]}-${range[1]} 共 ${total} 条`;

/** The query of a list request: paging, sort, advanced query and filters (the contracts' list query). */
export type ListParams = ListQueryParams;

/** What a delete asks before it goes: the question, and what else the user should know. */
export type DeleteQuestion = string | { title: string; content?: string };

export interface ListPageOptions {
  /** the list's query key; mutations invalidate it to refresh the list */
  queryKey: readonly unknown[];
  /** the list URL (url.list); empty is a developer mistake reported on screen */
  url: string;
  defaultSort?: { column: string; order: 'asc' | 'desc' } | null;
  /** fixed parameters sent with every request (e.g. the selected department) */
  fixedParams?: ListParams;
  pageSize?: number;
  enabled?: boolean;
  rowKey?: string;
  /** fields offered by the advanced query (names from the server's list allowlist) */
  superQueryFields?: SuperQueryField[];
  /** DELETE ?id= (url.delete) */
  deleteUrl?: string;
  /** DELETE ?ids=a,b (url.deleteBatch) */
  batchDeleteUrl?: string;
  /** GET blob (url.exportXlsUrl) and the file name without extension (default 导出文件) */
  exportUrl?: string;
  exportTitle?: string;
  /** POST multipart (url.importExcelUrl) */
  importUrl?: string;
}

/** Drops empty values and formats dates so the query string stays clean. */
export function cleanParams(values: Record<string, unknown>): ListParams {
  const out: ListParams = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) out[key] = value.join(',');
      continue;
    }
    if (typeof value === 'object' && 'format' in (value as object)) {
      out[key] = (value as { format(f: string): string }).format('YYYY-MM-DD HH:mm:ss');
      continue;
    }
    out[key] = value as string | number | boolean;
  }
  return out;
}

export function listPageQueryOptions<T>(url: string, queryKey: readonly unknown[], params: ListParams) {
  return {
    queryKey: [...queryKey, params] as const,
    queryFn: async () => {
      const reply = await getReply<PageResult<T> | T[]>(url, { params });
      // a failed list answer is shown as a warning with the server message (spec 03 section 8)
      if (reply && reply.success === false) void message.warning(reply.message || '请求失败');
      return normalisePage(unwrap(reply));
    },
  };
}

/**
 * The table header filters as list parameters: one chosen value is `field=value`, several are
 * `field_MultiString=a,b` (the list layer's "in"); a cleared filter sends nothing.
 */
export function columnFilterParams(headerFilters: Record<string, FilterValue | null>): ListParams {
  const params: ListParams = {};
  for (const [field, values] of Object.entries(headerFilters)) {
    if (!values || values.length === 0) continue;
    if (values.length === 1) params[field] = String(values[0]);
    else params[`${field}_MultiString`] = values.map(String).join(',');
  }
  return params;
}

interface Paging {
  pageNo: number;
  pageSize: number;
  cursor?: string;
}

const firstPage = (paging: Paging): Paging => ({ pageNo: 1, pageSize: paging.pageSize });

export function useListPage<T extends object>(options: ListPageOptions) {
  const { url, queryKey, fixedParams, enabled = true, rowKey = 'id' } = options;
  // one object per sort the caller asks for (callers pass a new literal each render)
  const defaultColumn = options.defaultSort === undefined ? 'createTime' : options.defaultSort?.column;
  const defaultOrder = options.defaultSort === undefined ? 'desc' : options.defaultSort?.order;
  const defaultSort = useMemo(() => (defaultColumn && defaultOrder ? { column: defaultColumn, order: defaultOrder } : null), [defaultColumn, defaultOrder]);
  // `cursor`: where the page before this one ended (its reply's nextCursor), so the server seeks
  // there instead of counting past every earlier row (keyset paging; a cursor of another query
  // or page is ignored by the server, which then pages by number)
  const [paging, setPaging] = useState<Paging>({ pageNo: 1, pageSize: options.pageSize ?? 10 });
  const [sort, setSort] = useState(defaultSort);
  const [filters, setFilters] = useState<ListParams>({});
  const [columnFilters, setColumnFilters] = useState<ListParams>({});
  const [superQuery, setSuperQuery] = useState<SuperQueryParams | null>(null);
  const [selectedRowKeys, setSelectedRowKeys] = useState<Key[]>([]);
  const [selectedRows, setSelectedRows] = useState<T[]>([]);
  const [exporting, setExporting] = useState(false);

  const missingUrl = !url;
  const reportedMissing = useRef(false);
  useEffect(() => {
    if (missingUrl && enabled && !reportedMissing.current) {
      reportedMissing.current = true;
      reportConfigError(LIST_MESSAGES.missingListUrl, (text) => void message.error(text));
    }
  }, [missingUrl, enabled]);

  const params = useMemo<ListParams>(
    () => ({
      ...filters,
      ...columnFilters,
      ...fixedParams,
      ...(superQuery ?? {}),
      ...(sort ? { column: sort.column, order: sort.order } : {}),
      pageNo: paging.pageNo,
      pageSize: paging.pageSize,
      ...(paging.cursor ? { cursor: paging.cursor } : {}),
    }),
    [filters, columnFilters, fixedParams, superQuery, sort, paging],
  );
  const query = useQuery({ ...listPageQueryOptions<T>(url, queryKey, params), placeholderData: keepPreviousData, enabled: enabled && !missingUrl });
  const page = query.data;

  const clearSelection = useCallback(() => {
    setSelectedRowKeys([]);
    setSelectedRows([]);
  }, []);

  const search = useCallback((values: Record<string, unknown>) => {
    setFilters(cleanParams(values));
    setPaging(firstPage);
  }, []);

  const reset = useCallback(() => {
    setFilters({});
    setColumnFilters({});
    setSort(defaultSort);
    setPaging(firstPage);
    clearSelection();
  }, [clearSelection, defaultSort]);

  /** After deleting `count` rows: step back a page when the current (last) page would be empty. */
  const afterDelete = useCallback(
    (count: number) => {
      const total = page?.total ?? 0;
      const remaining = total - count;
      const lastPage = Math.max(1, Math.ceil(remaining / paging.pageSize));
      if (paging.pageNo > lastPage) setPaging((p) => ({ pageNo: lastPage, pageSize: p.pageSize }));
      clearSelection();
      void query.refetch();
    },
    [page?.total, paging, clearSelection, query],
  );

  const superQueryProps = useMemo(
    () => ({
      fields: options.superQueryFields ?? [],
      onSearch: (next: SuperQueryParams) => {
        setSuperQuery(next);
        setPaging(firstPage);
      },
      onReset: () => {
        setSuperQuery(null);
        setPaging(firstPage);
      },
    }),
    [options.superQueryFields],
  );

  const showError = (text: string) => void message.error(text);

  /** DELETE one record (asks first, a question or a title and what follows, unless `confirm` is false). Resolves true when deleted. */
  const deleteRecord = async (id: string, confirm: DeleteQuestion | false = LIST_MESSAGES.confirmDeleteOne): Promise<boolean> => {
    if (!options.deleteUrl) return (reportConfigError(LIST_MESSAGES.missingDeleteUrl, showError), false);
    const question = typeof confirm === 'string' ? { title: confirm } : confirm;
    if (question && !(await confirmAction(question.title, question.content))) return false;
    try {
      void message.success(await deleteById(options.deleteUrl, id));
    } catch {
      return false; // the reason was shown
    }
    afterDelete(1);
    return true;
  };

  /** DELETE the selected records after 'confirm delete / delete selected data?'. */
  const batchDelete = async (confirm: { title?: string; content?: string } = {}): Promise<boolean> => {
    if (!options.batchDeleteUrl) return (reportConfigError(LIST_MESSAGES.missingBatchDeleteUrl, showError), false);
    if (selectedRowKeys.length === 0) return (void message.warning(LIST_MESSAGES.selectRecord), false);
    const ids = selectedRowKeys.map(String);
    if (!(await confirmAction(confirm.title ?? LIST_MESSAGES.confirmDeleteTitle, confirm.content ?? LIST_MESSAGES.confirmDeleteContent))) return false;
    try {
      void message.success(await deleteByIds(options.batchDeleteUrl, ids));
    } catch {
      return false; // the reason was shown
    }
    afterDelete(ids.length);
    return true;
  };

  /** GET the export with the current filters and the selected ids (all matching rows when none). */
  const exportXls = async (title = options.exportTitle): Promise<void> => {
    if (!options.exportUrl) return reportConfigError(LIST_MESSAGES.missingExportUrl, showError);
    setExporting(true);
    try {
      await exportList(options.exportUrl, params, selectedRowKeys.map(String), title);
    } catch (error) {
      // HTTP failures were already shown by the shared client; an empty file was not
      if (error instanceof Error && error.message === LIST_MESSAGES.downloadFailed) void message.warning(error.message);
    } finally {
      setExporting(false);
    }
  };

  const importProps = { url: options.importUrl, onImported: () => void query.refetch() };

  const pagination: TablePaginationConfig = {
    current: paging.pageNo,
    pageSize: paging.pageSize,
    total: page?.total ?? 0,
    showSizeChanger: true,
    showQuickJumper: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS,
    showTotal,
  };

  const onChange: TableProps<T>['onChange'] = (next, headerFilters, sorter) => {
    const nextColumnFilters = columnFilterParams(headerFilters);
    const filtersChanged = JSON.stringify(nextColumnFilters) !== JSON.stringify(columnFilters);
    if (filtersChanged) setColumnFilters(nextColumnFilters);
    const single = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
    if (single?.order && single.field) {
      setSort({ column: String(single.columnKey ?? single.field), order: single.order === 'ascend' ? 'asc' : 'desc' });
    } else if (single && !single.order) {
      setSort(defaultSort);
    }
    // a new filter starts again from the first page; the next page seeks from where this one ended
    const pageNo = filtersChanged ? 1 : (next.current ?? 1);
    const pageSize = next.pageSize ?? paging.pageSize;
    const onward = pageNo === paging.pageNo + 1 && pageSize === paging.pageSize && page?.current === paging.pageNo;
    setPaging({ pageNo, pageSize, ...(onward && page?.nextCursor ? { cursor: page.nextCursor } : {}) });
  };

  const tableProps: TableProps<T> = {
    rowKey,
    dataSource: page?.records ?? [],
    loading: query.isFetching,
    pagination,
    onChange,
    rowSelection: {
      selectedRowKeys,
      onChange: (keys, rows) => {
        setSelectedRowKeys(keys);
        setSelectedRows(rows);
      },
    },
    scroll: { x: 'max-content' },
  };

  return {
    tableProps,
    params,
    filters,
    page,
    query,
    search,
    reset,
    reload: query.refetch,
    afterDelete,
    selectedRowKeys,
    selectedRows,
    clearSelection,
    superQuery,
    superQueryProps,
    deleteRecord,
    batchDelete,
    exportXls,
    exporting,
    importProps,
  };
}
