/** Select cells: select, select-search and select-multiple (values comma-joined). */
import { Select } from 'antd';
import type { CellDisplayProps, CellEditorProps } from '../cell-registry';
import type { ColumnOption } from '../types';
import { CellTag } from './light';

export const optionLabel = (option: ColumnOption) => option.text || option.label || option.title || option.value;

export const splitMulti = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : value === null || value === undefined || value === '' ? [] : String(value).split(',').filter(Boolean);

const toSelectOptions = (options: ColumnOption[] | undefined) =>
  (options ?? []).map((option) => ({ value: option.value, label: optionLabel(option), disabled: option.disabled }));

const selectValue = (value: unknown) => (value === null || value === undefined || value === '' ? undefined : String(value));

export function SelectEditor({ value, onChange, onCommit, column, options }: CellEditorProps) {
  const search = column.type === 'select-search';
  return (
    <Select
      autoFocus
      defaultOpen
      size="small"
      allowClear
      showSearch={search}
      optionFilterProp="label"
      loading={options === undefined}
      notFoundContent={options === undefined ? '加载中…' : '暂无选项'}
      placeholder={column.placeholder ?? `请选择${column.title}`}
      style={{ width: '100%' }}
      value={selectValue(value)}
      options={toSelectOptions(options)}
      onChange={(next) => {
        onChange(next ?? '');
        onCommit();
      }}
    />
  );
}

export function MultiSelectEditor({ value, onChange, column, options }: CellEditorProps) {
  return (
    <Select
      autoFocus
      defaultOpen
      size="small"
      mode="multiple"
      allowClear
      maxTagCount="responsive"
      optionFilterProp="label"
      loading={options === undefined}
      placeholder={column.placeholder ?? `请选择${column.title}`}
      style={{ width: '100%' }}
      value={splitMulti(value)}
      options={toSelectOptions(options)}
      onChange={(next: string[]) => onChange(next.join(','))}
    />
  );
}

export function SelectDisplay({ value, options }: CellDisplayProps) {
  const values = splitMulti(value);
  if (values.length === 0) return null;
  return (
    <span className="et-text">
      {values.map((v, index) => {
        const option = options?.find((o) => o.value === v);
        const label = option ? optionLabel(option) : v;
        if (option?.color) {
          return (
            <CellTag key={v} color={option.color}>
              {label}
            </CellTag>
          );
        }
        return (
          <span key={v}>
            {index > 0 ? '，' : ''}
            {label}
          </span>
        );
      })}
    </span>
  );
}
