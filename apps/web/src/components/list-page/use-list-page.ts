/**
 * The list page hook (CONVENTIONS 4): `{pagination, filters, sorters} -> {records, total}` against
 * one GET endpoint of the shared list contract, returning props to spread on an antd Table and
 * handlers for the search form. Paging 10/20/30/100 with 'a-b 共 n 条'; sort defaults to
 * createTime desc; a delete that empties the last page steps back one page.
 */
import { useCallback, useMemo, useState, type Key } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TablePaginationConfig, TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { PageResult } from '@bus/contracts';
import { getReply, unwrap } from '../../lib/http';

export const PAGE_SIZE_OPTIONS = ['10', '20', '30', '100'];

export const showTotal = (total: number, range: [number, number]) => `${range[0]}-${range[1]} 共 ${total} 条`;

export type ListParams = Record<string, string | number | boolean | undefined>;

export interface ListPageOptions {
  /** the list's query key; mutations invalidate it to refresh the list */
  queryKey: readonly unknown[];
  url: string;
  defaultSort?: { column: string; order: 'asc' | 'desc' } | null;
  /** fixed parameters sent with every request (e.g. the selected department) */
  fixedParams?: ListParams;
  pageSize?: number;
  enabled?: boolean;
  rowKey?: string;
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
    queryFn: async () => unwrap(await getReply<PageResult<T>>(url, { params })),
  };
}

export function useListPage<T extends object>(options: ListPageOptions) {
  const { url, queryKey, fixedParams, enabled = true, rowKey = 'id' } = options;
  const defaultSort = options.defaultSort === undefined ? { column: 'createTime', order: 'desc' as const } : options.defaultSort;
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: options.pageSize ?? 10 });
  const [sort, setSort] = useState(defaultSort);
  const [filters, setFilters] = useState<ListParams>({});
  const [selectedRowKeys, setSelectedRowKeys] = useState<Key[]>([]);
  const [selectedRows, setSelectedRows] = useState<T[]>([]);

  const params = useMemo<ListParams>(
    () => ({ ...filters, ...fixedParams, ...(sort ? { column: sort.column, order: sort.order } : {}), pageNo: paging.pageNo, pageSize: paging.pageSize }),
    [filters, fixedParams, sort, paging],
  );
  const query = useQuery({ ...listPageQueryOptions<T>(url, queryKey, params), placeholderData: keepPreviousData, enabled });
  const page = query.data;

  const clearSelection = useCallback(() => {
    setSelectedRowKeys([]);
    setSelectedRows([]);
  }, []);

  const search = useCallback((values: Record<string, unknown>) => {
    setFilters(cleanParams(values));
    setPaging((p) => ({ ...p, pageNo: 1 }));
  }, []);

  const reset = useCallback(() => {
    setFilters({});
    setSort(defaultSort);
    setPaging((p) => ({ ...p, pageNo: 1 }));
    clearSelection();
  }, [clearSelection]);

  /** After deleting `count` rows: step back a page when the current (last) page would be empty. */
  const afterDelete = useCallback(
    (count: number) => {
      const total = page?.total ?? 0;
      const remaining = total - count;
      const lastPage = Math.max(1, Math.ceil(remaining / paging.pageSize));
      if (paging.pageNo > lastPage) setPaging((p) => ({ ...p, pageNo: lastPage }));
      clearSelection();
      void query.refetch();
    },
    [page?.total, paging, clearSelection, query],
  );

  const pagination: TablePaginationConfig = {
    current: paging.pageNo,
    pageSize: paging.pageSize,
    total: page?.total ?? 0,
    showSizeChanger: true,
    showQuickJumper: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS,
    showTotal,
  };

  const onChange: TableProps<T>['onChange'] = (next, _filters, sorter) => {
    const single = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
    if (single?.order && single.field) {
      setSort({ column: String(single.columnKey ?? single.field), order: single.order === 'ascend' ? 'asc' : 'desc' });
    } else if (single && !single.order) {
      setSort(defaultSort);
    }
    setPaging({ pageNo: next.current ?? 1, pageSize: next.pageSize ?? paging.pageSize });
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
  };
}
