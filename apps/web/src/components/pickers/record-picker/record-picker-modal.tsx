/**
 * Generic business record picker ('<entity>选择', spec 03 section 2; width 900). Left: a query
 * form (查询 / 重置, 展开 / 收起 past two fields) and the result table with checkbox or radio rows,
 * 5 per page (5/10/20/30). Right: the chosen records, each with a 删除 link. Driven by a
 * RecordPickerConfig, so any list endpoint of the shared list contract can back it.
 *
 * Props: open, config, multiple (default true), value (rows already chosen), width;
 * onOk(rows), onCancel.
 */
import { useEffect, useState } from 'react';
import { Button, Col, Form, Input, Modal, Row, Space, Table, Typography, type TableColumnsType } from 'antd';
import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { showTotal, useListPage, ListTable } from '../../list-page';
import { fromSelectionCell } from '../row-click';
import {
  ellipsis,
  pickerTitle,
  RECORD_PICKER_PAGE_SIZE,
  RECORD_PICKER_PAGE_SIZES,
  RECORD_PICKER_SCROLL_Y,
  RECORD_PICKER_WIDTH,
  removeRow,
  rowKeyOf,
  toggleRow,
  type RecordPickerConfig,
} from './record-picker-logic';

export interface RecordPickerModalProps<T extends object> {
  open: boolean;
  config: RecordPickerConfig<T>;
  multiple?: boolean;
  value?: T[];
  width?: number;
  onOk(rows: T[]): void;
  onCancel(): void;
}

const SHOWN_QUERY_FIELDS = 2;

export function RecordPickerModal<T extends object>({
  open,
  config,
  multiple = true,
  value = [],
  width = RECORD_PICKER_WIDTH,
  onOk,
  onCancel,
}: RecordPickerModalProps<T>) {
  const rowKey = rowKeyOf(config);
  const list = useListPage<T>({
    url: config.listUrl,
    queryKey: ['pickers', 'record-picker', config.listUrl],
    enabled: open,
    pageSize: RECORD_PICKER_PAGE_SIZE,
    rowKey,
    defaultSort: config.defaultSort,
    fixedParams: config.fixedParams,
  });
  const [selected, setSelected] = useState<T[]>(value);
  const [expanded, setExpanded] = useState(false);
  const [form] = Form.useForm();
  const queryFields = config.queryFields ?? [];
  const visibleFields = expanded ? queryFields : queryFields.slice(0, SHOWN_QUERY_FIELDS);

  useEffect(() => {
    if (open) setSelected(value);
    // only when the dialog opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const keyOf = (row: T) => String((row as Record<string, unknown>)[rowKey] ?? '');
  const { rowSelection: _ignored, pagination, ...tableProps } = list.tableProps;

  const selectedColumns: TableColumnsType<T> = [
    {
      title: '已选',
      dataIndex: config.displayKey,
      render: (text: unknown) => <span title={String(text ?? '')}>{ellipsis(String(text ?? ''))}</span>,
    },
    {
      title: '操作',
      key: 'action',
      width: 64,
      render: (_, row) => <Typography.Link onClick={() => setSelected((current) => removeRow(current, row, rowKey))}>删除</Typography.Link>,
    },
  ];

  return (
    <Modal
      title={pickerTitle(config)}
      open={open}
      width={width}
      okText="确定"
      cancelText="取消"
      onOk={() => onOk(selected)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Row gutter={16}>
        <Col span={16}>
          {queryFields.length > 0 && (
            <Form form={form} layout="inline" onFinish={list.search} style={{ marginBottom: 12, rowGap: 8 }}>
              {visibleFields.map((field) => (
                <Form.Item key={field.name} name={field.name} label={field.label}>
                  {field.input ?? <Input placeholder={`请输入${field.label}`} allowClear style={{ width: 150 }} />}
                </Form.Item>
              ))}
              <Form.Item>
                <Space size={4}>
                  <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                    查询
                  </Button>
                  <Button
                    icon={<ReloadOutlined />}
                    onClick={() => {
                      form.resetFields();
                      list.reset();
                    }}
                  >
                    重置
                  </Button>
                  {queryFields.length > SHOWN_QUERY_FIELDS && (
                    <Button type="link" onClick={() => setExpanded((e) => !e)}>
                      {expanded ? '收起' : '展开'} {expanded ? <UpOutlined /> : <DownOutlined />}
                    </Button>
                  )}
                </Space>
              </Form.Item>
            </Form>
          )}
          <ListTable<T>
            {...tableProps}
            size="small"
            columns={config.columns}
            scroll={{ x: 'max-content', y: RECORD_PICKER_SCROLL_Y }}
            locale={{ emptyText: `暂无${config.entityName}` }}
            pagination={pagination ? { ...pagination, pageSizeOptions: RECORD_PICKER_PAGE_SIZES, showTotal, showQuickJumper: false } : false}
            rowSelection={{
              type: multiple ? 'checkbox' : 'radio',
              selectedRowKeys: selected.map(keyOf),
              preserveSelectedRowKeys: true,
              onSelect: (row) => setSelected((current) => toggleRow(current, row, rowKey, multiple)),
              onSelectAll: (checked, _rows, changed) =>
                setSelected((current) =>
                  checked
                    ? [...current, ...changed.filter((c) => !current.some((r) => keyOf(r) === keyOf(c)))]
                    : current.filter((r) => !changed.some((c) => keyOf(c) === keyOf(r))),
                ),
            }}
            onRow={(row) => ({
              onClick: (event) => !fromSelectionCell(event) && setSelected((current) => toggleRow(current, row, rowKey, multiple)),
              style: { cursor: 'pointer' },
            })}
          />
        </Col>
        <Col span={8} data-testid="record-picker-selected">
          <Table<T>
            rowKey={keyOf}
            size="small"
            columns={selectedColumns}
            dataSource={selected}
            pagination={false}
            scroll={{ y: RECORD_PICKER_SCROLL_Y + 90 }}
            locale={{ emptyText: '尚未选择' }}
            title={() => `已选择 ${selected.length} 项`}
          />
        </Col>
      </Row>
    </Modal>
  );
}
