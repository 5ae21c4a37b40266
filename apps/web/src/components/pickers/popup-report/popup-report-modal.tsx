/**
 * Popup report picker (spec 03 section 2; width 1200): an online report (Online报表配置) shown
 * for choosing rows. Columns come from getRpColumns, the query form from getQueryInfo (hidden
 * items are not shown; range items get a from / to pair), rows from getData. Confirming with
 * nothing chosen, or more than one in single mode, warns '请选择一条记录'. The selection is
 * cleared each time it opens.
 *
 * Props: open, code (report code), multiple (default false), params (caller parameters, sent as
 * self_<name>), sorter ('column=asc|desc'), title, previewOnly; onOk(rows), onCancel.
 */
import { useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Form, Input, Modal, Row, Space, Table, Tag, message, type TableColumnsType } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { ReportRow } from '@bus/contracts';
import { isApiError } from '../../../lib/http';
import { DictSelect } from '../../dict/dict-select';
import { namedRowSelection, rowNameFromColumns, showTotal } from '../../list-page';
import { getReportData, useQueryInfo, useRpColumns } from './api';
import { parseSorter, POPUP_MODAL_WIDTH, queryParamsOf, selectionError, selfParams } from './popup-report-logic';
import { fromSelectionCell } from '../row-click';

export interface PopupReportModalProps {
  open: boolean;
  code: string;
  multiple?: boolean;
  params?: Record<string, string | number | undefined>;
  sorter?: string;
  title?: string;
  /** only look at the rows (the admin's 预览): a single 关闭 button */
  previewOnly?: boolean;
  onOk(rows: ReportRow[]): void;
  onCancel(): void;
}

const ROW_ID = '__rowKey';

export function PopupReportModal({ open, code, multiple = false, params, sorter, title, previewOnly, onOk, onCancel }: PopupReportModalProps) {
  const meta = useRpColumns(code, open);
  const configId = meta.data?.cgRpConfigId;
  const queryInfo = useQueryInfo(open ? configId : undefined);
  const [form] = Form.useForm();
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [sort, setSort] = useState(() => parseSorter(sorter));
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const [selected, setSelected] = useState<ReportRow[]>([]);

  useEffect(() => {
    if (!open) return;
    setSelected([]);
    setFilters({});
    setPaging({ pageNo: 1, pageSize: 10 });
    setSort(parseSorter(sorter));
    form.resetFields();
    // only when it opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  useEffect(() => {
    if (queryInfo.isError) void message.warning(isApiError(queryInfo.error) ? queryInfo.error.message : '查询条件加载失败');
  }, [queryInfo.isError, queryInfo.error]);

  const requestParams = useMemo(
    () => ({
      ...filters,
      ...selfParams(params),
      ...(sort ? { column: sort.column, order: sort.order } : {}),
      pageNo: paging.pageNo,
      pageSize: paging.pageSize,
    }),
    [filters, params, sort, paging],
  );
  const data = useQuery({
    queryKey: ['popup-report', 'data', configId, requestParams],
    queryFn: () => getReportData(configId!, requestParams),
    enabled: open && !!configId,
    placeholderData: keepPreviousData,
  });

  // rows have no id of their own: the position in the result keeps them apart
  const rows = useMemo(
    () => (data.data?.records ?? []).map((row, index) => ({ ...row, [ROW_ID]: `${paging.pageNo}-${index}-${JSON.stringify(row)}` })),
    [data.data, paging.pageNo],
  );
  const dictOptions = meta.data?.dictOptions ?? {};
  const columns: TableColumnsType<ReportRow> = (meta.data?.columns ?? []).map((c) => ({
    title: c.title,
    dataIndex: c.dataIndex,
    key: c.dataIndex,
    width: c.width ?? undefined,
    sorter: c.sorter,
    sortOrder: sort?.column === c.dataIndex ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
    render: (value: unknown) => {
      const options = dictOptions[c.dataIndex];
      if (!options || value === null || value === undefined) return value as string;
      return options.find((o) => o.value === String(value))?.text ?? String(value);
    },
  }));
  const visibleQuery = (queryInfo.data ?? []).filter((q) => !q.hidden);
  const rangeFields = visibleQuery.filter((q) => q.mode === 'range').map((q) => q.field);

  const keyOf = (row: ReportRow) => String(row[ROW_ID]);
  const toggle = (row: ReportRow) =>
    setSelected((current) => {
      const has = current.some((r) => keyOf(r) === keyOf(row));
      if (!multiple) return has ? [] : [row];
      return has ? current.filter((r) => keyOf(r) !== keyOf(row)) : [...current, row];
    });

  const confirm = () => {
    const problem = selectionError(selected.length, multiple);
    if (problem) {
      void message.warning(problem);
      return;
    }
    onOk(selected.map(({ [ROW_ID]: _key, ...row }) => row));
  };

  return (
    <Modal
      title={title ?? meta.data?.cgRpConfigName ?? '请选择'}
      open={open}
      width={POPUP_MODAL_WIDTH}
      okText="确定"
      onOk={confirm}
      onCancel={onCancel}
      footer={previewOnly ? (_, { CancelBtn }) => <CancelBtn /> : undefined}
      cancelText={previewOnly ? '关闭' : '取消'}
      destroyOnHidden
    >
      {meta.isError ? (
        <Alert type="error" showIcon message={isApiError(meta.error) ? meta.error.message : '报表加载失败'} />
      ) : (
        <>
          {visibleQuery.length > 0 && (
            <Form
              form={form}
              layout="inline"
              style={{ marginBottom: 12, rowGap: 8 }}
              onFinish={(values) => {
                setFilters(queryParamsOf(values, rangeFields));
                setPaging((p) => ({ ...p, pageNo: 1 }));
              }}
            >
              <Row gutter={[12, 8]} style={{ width: '100%' }}>
                {visibleQuery.map((q) => (
                  <Col key={q.field} xs={24} md={12} xl={6}>
                    <Form.Item name={q.field} label={q.label} style={{ marginInlineEnd: 0 }}>
                      {q.mode === 'range' ? (
                        <RangeInput label={q.label} />
                      ) : q.dictCode ? (
                        <DictSelect dictCode={q.dictCode} style={{ width: '100%' }} />
                      ) : (
                        <Input placeholder={`请输入${q.label}`} allowClear />
                      )}
                    </Form.Item>
                  </Col>
                ))}
                <Col xs={24} md={12} xl={6}>
                  <Space>
                    <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                      查询
                    </Button>
                    <Button
                      icon={<ReloadOutlined />}
                      onClick={() => {
                        form.resetFields();
                        setFilters({});
                        setPaging((p) => ({ ...p, pageNo: 1 }));
                      }}
                    >
                      重置
                    </Button>
                  </Space>
                </Col>
              </Row>
            </Form>
          )}
          <div style={{ marginBottom: 8, minHeight: 24 }}>
            <span style={{ color: 'var(--ant-color-text-description, rgba(0, 0, 0, 0.6))' }}>已选择 {selected.length} 条</span>
            {selected.length > 0 && (
              <Tag style={{ marginLeft: 8 }} closable onClose={() => setSelected([])}>
                清空
              </Tag>
            )}
          </div>
          <Table<ReportRow>
            rowKey={keyOf}
            size="small"
            columns={columns}
            dataSource={rows}
            loading={meta.isLoading || data.isFetching}
            scroll={{ x: 'max-content', y: 420 }}
            locale={{ emptyText: '暂无数据' }}
            onChange={(pagination, _filters, sorterResult) => {
              const single = Array.isArray(sorterResult) ? sorterResult[0] : sorterResult;
              setSort(
                single?.order && single.columnKey
                  ? { column: String(single.columnKey), order: single.order === 'ascend' ? 'asc' : 'desc' }
                  : parseSorter(sorter),
              );
              setPaging({ pageNo: pagination.current ?? 1, pageSize: pagination.pageSize ?? 10 });
            }}
            pagination={{
              current: paging.pageNo,
              pageSize: paging.pageSize,
              total: data.data?.total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: ['10', '20', '30', '100'],
              showTotal,
            }}
            rowSelection={namedRowSelection<ReportRow>(
              {
                type: multiple ? 'checkbox' : 'radio',
                selectedRowKeys: selected.map(keyOf),
                preserveSelectedRowKeys: true,
                onSelect: toggle,
                onSelectAll: (checked, _all, changed) =>
                  setSelected((current) => (checked ? [...current, ...changed] : current.filter((r) => !changed.some((c) => keyOf(c) === keyOf(r))))),
              },
              rowNameFromColumns(columns),
            )}
            onRow={(row) => ({ onClick: (event) => !fromSelectionCell(event) && toggle(row), style: { cursor: 'pointer' } })}
          />
        </>
      )}
    </Modal>
  );
}

/** From / to inputs of a range query item; the value is [from, to]. */
function RangeInput({ value, onChange, label }: { value?: [string?, string?]; onChange?(value: [string?, string?]): void; label: string }) {
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input placeholder={`${label}起`} value={value?.[0]} onChange={(e) => onChange?.([e.target.value, value?.[1]])} allowClear />
      <Input placeholder={`${label}止`} value={value?.[1]} onChange={(e) => onChange?.([value?.[0], e.target.value])} allowClear />
    </Space.Compact>
  );
}
