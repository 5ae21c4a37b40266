/**
 * Multi-select tags of a dictionary (spec 03 section 2): checkboxes or a drop-down with tags.
 * The value is the chosen item values joined by the separator (default ','). Works as a
 * Form.Item control.
 *
 * Props: dictCode (or options), value, onChange(value), type ('checkbox' | 'select'),
 * separator, placeholder, disabled.
 */
import type { CSSProperties } from 'react';
import { Checkbox, Select } from 'antd';
import { DICT_CODE_EMPTY, DEFAULT_SEPARATOR, joinValues, splitValues, type Option } from './dict-logic';
import { useDictOptions } from './use-dict-options';

export interface DictMultiSelectProps {
  dictCode?: string;
  /** fixed options instead of a dictionary */
  options?: Option[];
  value?: string;
  onChange?(value: string): void;
  type?: 'checkbox' | 'select';
  separator?: string;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
  id?: string;
}

export function DictMultiSelect({
  dictCode = '',
  options: given,
  value,
  onChange,
  type = 'select',
  separator = DEFAULT_SEPARATOR,
  placeholder = '请选择',
  disabled,
  style,
  id,
}: DictMultiSelectProps) {
  const fromDict = useDictOptions(given ? '' : dictCode.trim());
  const options = given ?? fromDict.options;
  const values = splitValues(value, separator);
  const emit = (next: string[]) => onChange?.(joinValues(next, separator));

  if (!given && !dictCode.trim()) return <Select id={id} status="error" disabled placeholder={DICT_CODE_EMPTY} style={{ minWidth: 160, ...style }} />;

  if (type === 'checkbox') {
    return (
      <Checkbox.Group
        value={values}
        disabled={disabled}
        style={style}
        onChange={(next) => emit(next.map(String))}
        options={options.map((o) => ({ value: o.value, label: o.label }))}
      />
    );
  }
  return (
    <Select
      id={id}
      mode="multiple"
      value={values}
      onChange={emit}
      loading={fromDict.loading}
      disabled={disabled}
      allowClear
      placeholder={placeholder}
      style={{ minWidth: 220, ...style }}
      options={options.map((o) => ({ value: o.value, label: o.label }))}
      optionFilterProp="label"
      notFoundContent="暂无数据"
    />
  );
}
