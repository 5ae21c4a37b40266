/**
 * The dynamic field: a sub-table with one row per entry, a column per child field. Rows can be
 * added and removed while the field is writable; the row bounds and required are checked on
 * the list, each cell by its own column's rules.
 */
import { Button, Form, Popconfirm, Table } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { defaultRowOf } from '../schema/default-values';
import { resolveAccess, type FieldAccess } from '../schema/field-permissions';
import type { FieldPermission, FormField } from '../schema/types';
import { FieldControl } from './field-control';
import { listRulesOf, rulesOf } from './field-rules';

interface DynamicTableProps {
  field: FormField;
  permissions: FieldPermission[] | undefined;
  access: FieldAccess;
  readOnly: boolean;
}

interface RowKey {
  key: number;
  name: number;
}

export function DynamicTable({ field, permissions, access, readOnly }: DynamicTableProps) {
  const editable = access.writable && !readOnly;
  const maxRows = field.props?.maxRows;
  const columns = (field.children ?? [])
    .map((child) => ({ child, ...resolveAccess(permissions, child.prop, access) }))
    .filter(({ access: columnAccess }) => columnAccess.readable);

  return (
    <Form.Item label={field.label} required={editable && field.required} className="fd-dynamic">
      <Form.List name={field.prop} rules={editable ? listRulesOf(field) : []}>
        {(rows, { add, remove }, { errors }) => (
          <>
            <Table<RowKey>
              size="small"
              bordered
              pagination={false}
              rowKey="key"
              dataSource={rows.map(({ key, name }) => ({ key, name }))}
              locale={{ emptyText: '暂无数据' }}
              columns={[
                { title: '序号', width: 60, render: (_, row) => row.name + 1 },
                ...columns.map(({ child, access: columnAccess }) => {
                  const cellEditable = editable && columnAccess.writable;
                  return {
                    title: <span className={cellEditable && child.required ? 'fd-required' : undefined}>{child.label}</span>,
                    key: child.id,
                    render: (_: unknown, row: RowKey) => (
                      <Form.Item name={[row.name, child.prop]} rules={cellEditable ? rulesOf(child) : []} style={{ marginBottom: 0 }}>
                        <FieldControl field={child} disabled={!cellEditable} />
                      </Form.Item>
                    ),
                  };
                }),
                ...(editable
                  ? [
                      {
                        title: '操作',
                        width: 70,
                        render: (_: unknown, row: RowKey) => (
                          <Popconfirm title="确定删除这一行吗？" okText="确定" cancelText="取消" onConfirm={() => remove(row.name)}>
                            <Button type="link" danger size="small" aria-label={`删除第 ${row.name + 1} 行`} icon={<DeleteOutlined />} />
                          </Popconfirm>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
            {editable && (
              <Button
                type="dashed"
                block
                icon={<PlusOutlined />}
                style={{ marginTop: 8 }}
                disabled={maxRows !== undefined && rows.length >= maxRows}
                onClick={() => add(defaultRowOf(field))}
              >
                添加一行
              </Button>
            )}
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}
