/**
 * 人员配置 (spec 02 section 2 "Personnel configuration dialog"): rows of type, value and text;
 * a type taken by another row is disabled, only complete rows are submitted, and confirming
 * with none warns '请至少选择一项'. Lists come from the page's DesignerServices.
 */
import { App, Button, Modal, Select, Space, TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import type { CustomAssignee, DesignerServices, PickDepart, PickPosition } from '../../react/designer-props';
import {
  ASSIGNEE_TYPE_LABELS,
  assigneeTypesFor,
  canAddRow,
  checkRows,
  customRow,
  dutyTree,
  rowsToSubmit,
  titlesOf,
  typesUsedElsewhere,
  type AssigneeRow,
  type AssigneeType,
} from '../core/personnel';
import { UserSelect } from '../widgets/user-select';

interface Lists {
  departs: PickDepart[];
  positions: PickPosition[];
  customs: CustomAssignee[];
}

export interface PersonnelDialogProps {
  open: boolean;
  rows: AssigneeRow[];
  version: 'v1' | 'v2';
  services?: DesignerServices;
  onCancel(): void;
  onConfirm(rows: AssigneeRow[]): void;
}

const split = (value: string | undefined) => (value ? value.split(',').filter(Boolean) : []);

export function PersonnelDialog({ open, rows: initialRows, version, services, onCancel, onConfirm }: PersonnelDialogProps) {
  const { message } = App.useApp();
  const [rows, setRows] = useState<AssigneeRow[]>([]);
  const [lists, setLists] = useState<Lists>({ departs: [], positions: [], customs: [] });

  // rows restart from the stored ones each time the dialog opens (adjusted during render, as React
  // advises for state that follows a prop)
  const [openSeen, setOpenSeen] = useState(false);
  if (open !== openSeen) {
    setOpenSeen(open);
    if (open) setRows(initialRows.length ? initialRows.map((row) => ({ ...row })) : [{}]);
  }

  useEffect(() => {
    if (!open || !services) return;
    let live = true;
    Promise.all([services.getDepartTree(), services.getPositions(), services.getCustomAssignees()])
      .then(([departs, positions, customs]) => live && setLists({ departs, positions, customs }))
      .catch(() => live && message.error('人员数据加载失败'));
    return () => {
      live = false;
    };
  }, [open, services, message]);

  const update = (index: number, row: AssigneeRow) => setRows((list) => list.map((old, i) => (i === index ? row : old)));
  const confirm = () => {
    const warning = checkRows(rows);
    if (warning) return void message.warning(warning);
    onConfirm(rowsToSubmit(rows));
  };

  return (
    <Modal title="人员配置" open={open} width={640} okText="确定" cancelText="取消" onCancel={onCancel} onOk={confirm} destroyOnHidden>
      <Space direction="vertical" style={{ width: '100%' }}>
        {rows.map((row, index) => {
          const used = typesUsedElsewhere(rows, index);
          return (
            <Space.Compact key={index} style={{ width: '100%' }} data-testid={`personnel-row-${index}`}>
              <Select<AssigneeType>
                aria-label={`第 ${index + 1} 行类型`}
                placeholder="类型"
                style={{ width: 120 }}
                value={row.type}
                options={assigneeTypesFor(version).map((type) => ({ value: type, label: ASSIGNEE_TYPE_LABELS[type], disabled: used.has(type) }))}
                onChange={(type) => update(index, { type })}
              />
              <div style={{ flex: 1, minWidth: 0 }}>
                <ValuePicker row={row} lists={lists} services={services} onChange={(next) => update(index, next)} />
              </div>
              <Button aria-label={`删除第 ${index + 1} 行`} onClick={() => setRows((list) => list.filter((_, i) => i !== index))}>
                删除
              </Button>
            </Space.Compact>
          );
        })}
        <Button type="dashed" block disabled={!canAddRow(rows, version)} onClick={() => setRows((list) => [...list, {}])}>
          添加一行
        </Button>
      </Space>
    </Modal>
  );
}

function ValuePicker({ row, lists, services, onChange }: { row: AssigneeRow; lists: Lists; services?: DesignerServices; onChange(row: AssigneeRow): void }) {
  const ids = split(row.value);
  switch (row.type) {
    case 'user':
      return (
        <UserSelect
          services={services}
          value={{ ids, names: split(row.text) }}
          onChange={(users) => onChange({ ...row, value: users.ids.join(','), text: users.names.join(',') })}
        />
      );
    case 'duty':
      return (
        <TreeSelect
          aria-label="职务"
          multiple
          treeDefaultExpandAll
          style={{ width: '100%' }}
          placeholder="请选择职务"
          value={ids}
          treeData={dutyTree(lists.departs)}
          onChange={(picked: string[]) => onChange({ ...row, value: picked.join(','), text: titlesOf(lists.departs, picked).join(',') })}
        />
      );
    case 'post':
      return (
        <Select
          aria-label="岗位"
          mode="multiple"
          style={{ width: '100%' }}
          placeholder="请选择岗位"
          value={ids}
          options={lists.positions.map((position) => ({ value: position.code, label: position.name }))}
          onChange={(codes: string[]) =>
            onChange({ ...row, value: codes.join(','), text: codes.map((code) => lists.positions.find((p) => p.code === code)?.name ?? code).join(',') })
          }
        />
      );
    case 'custom':
      return (
        <Select
          aria-label="自定义"
          style={{ width: '100%' }}
          placeholder="请选择自定义审批人"
          value={row.value}
          options={lists.customs.map((item) => ({ value: item.expression, label: item.name }))}
          onChange={(expression: string) => {
            const item = lists.customs.find((custom) => custom.expression === expression);
            onChange(item ? customRow(item) : { ...row, value: expression, text: expression });
          }}
        />
      );
    default:
      return <Select disabled placeholder="请先选择类型" style={{ width: '100%' }} />;
  }
}
