/**
 * Department field (spec 03 section 2): a read-only input with a cluster icon and a clear icon
 * that opens the department picker dialog. Works as a Form.Item control.
 *
 * Props: value ('id1,id2'), onChange(value, rows), multiple (default true), belongToMe,
 * dutyOnly, placeholder ('请选择部门'), disabled, modalWidth (500).
 */
import { useMemo, useState } from 'react';
import { Input, Tooltip } from 'antd';
import { CloseCircleFilled, ClusterOutlined } from '@ant-design/icons';
import { useDepartTree } from './api/get-depart-tree';
import { DepartSelectModal } from './depart-select-modal';
import { flatten, splitValue, type PickerDepart } from './depart-tree-logic';

export interface DepartSelectInputProps {
  value?: string;
  onChange?(value: string, rows: PickerDepart[]): void;
  multiple?: boolean;
  belongToMe?: boolean;
  dutyOnly?: boolean;
  placeholder?: string;
  disabled?: boolean;
  modalWidth?: number;
  id?: string;
}

export function DepartSelectInput({
  value,
  onChange,
  multiple = true,
  belongToMe,
  dutyOnly,
  placeholder = '请选择部门',
  disabled,
  modalWidth,
  id,
}: DepartSelectInputProps) {
  const [open, setOpen] = useState(false);
  const keys = splitValue(value);
  const tree = useDepartTree({ belongToMe, loadDuty: dutyOnly }, keys.length > 0 || open);
  const names = useMemo(() => {
    const byKey = new Map(flatten((tree.data ?? []) as PickerDepart[]).map((n) => [n.key, n.departName ?? n.title]));
    return keys
      .map((k) => byKey.get(k) ?? (tree.isLoading ? '' : k))
      .filter(Boolean)
      .join('，');
  }, [keys, tree.data, tree.isLoading]);

  const suffix = (
    <>
      {keys.length > 0 && !disabled && (
        <Tooltip title="清空">
          <CloseCircleFilled
            aria-label="清空部门"
            style={{ color: 'rgba(0,0,0,0.25)', cursor: 'pointer', marginRight: 6 }}
            onClick={(event) => {
              event.stopPropagation();
              onChange?.('', []);
            }}
          />
        </Tooltip>
      )}
      <ClusterOutlined style={{ cursor: disabled ? 'not-allowed' : 'pointer' }} onClick={() => !disabled && setOpen(true)} />
    </>
  );

  return (
    <>
      <Input
        id={id}
        readOnly
        value={names}
        placeholder={placeholder}
        disabled={disabled}
        suffix={suffix}
        onClick={() => !disabled && setOpen(true)}
        style={{ cursor: disabled ? 'not-allowed' : 'pointer' }}
      />
      <DepartSelectModal
        open={open}
        value={keys}
        multiple={multiple}
        belongToMe={belongToMe}
        dutyOnly={dutyOnly}
        width={modalWidth}
        onOk={(rows, joined) => {
          onChange?.(joined, rows);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
