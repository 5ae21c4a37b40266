/** The start-form fields with readable / writable checkboxes, select-all in the headers and sub-columns as tree rows. */
import { Checkbox, Empty, Table } from 'antd';
import { columnState, fieldPermissionChanges, fieldPermissions, setAll, setPermission, type FieldPermission } from '../core/form';
import type { DiagramElement } from '../core/model';
import { usePanel } from '../panel-context';

type Key = 'readable' | 'writable';
const LABELS: Record<Key, string> = { readable: '可读', writable: '可写' };

export function FieldPermissionTable({ element }: { element: DiagramElement }) {
  const { editor, options } = usePanel();
  if (!options.form.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="未配置发起表单字段" />;
  const rows = fieldPermissions(editor, element.businessObject, options.form);
  const write = (next: FieldPermission[]) => editor.apply(fieldPermissionChanges(editor, element, next));

  const column = (key: Key) => {
    const state = columnState(rows, key);
    return {
      key,
      width: 64,
      title: (
        <Checkbox
          aria-label={`全部${LABELS[key]}`}
          checked={state === 'all'}
          indeterminate={state === 'some'}
          onChange={(e) => write(setAll(rows, key, e.target.checked))}
        >
          {LABELS[key]}
        </Checkbox>
      ),
      render: (_: unknown, row: FieldPermission) => (
        <Checkbox aria-label={`${row.label}${LABELS[key]}`} checked={row[key]} onChange={(e) => write(setPermission(rows, row.path, key, e.target.checked))} />
      ),
    };
  };

  return (
    <Table<FieldPermission>
      size="small"
      pagination={false}
      rowKey={(row) => row.path}
      dataSource={rows}
      expandable={{ defaultExpandAllRows: true }}
      columns={[{ key: 'label', title: '字段', render: (_, row) => <span title={row.prop}>{row.label}</span> }, column('readable'), column('writable')]}
    />
  );
}
