/**
 * Stop picker (站点): searches the tenant's stops by name or code as the user types (50 at a
 * time) and always knows the names of the chosen ones. Works as a Form.Item control.
 */
import { useState } from 'react';
import { Select } from 'antd';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useStopOptions } from './api/get-ops-options';

export interface StopSelectProps {
  value?: string | string[] | null;
  onChange?(value: string | string[] | undefined): void;
  multiple?: boolean;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  style?: React.CSSProperties;
}

export function StopSelect({ value, onChange, multiple, placeholder = '输入站点名称或编码搜索', disabled, id, style }: StopSelectProps) {
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword, 250);
  const chosen = value == null ? [] : Array.isArray(value) ? value : [value];
  const stops = useStopOptions(debounced, chosen);
  return (
    <Select
      id={id}
      style={style}
      mode={multiple ? 'multiple' : undefined}
      // null keeps the box empty (a picker used as an "add" action); undefined lets a form manage it
      value={value === null ? null : value}
      onChange={(next) => onChange?.(next ?? undefined)}
      placeholder={placeholder}
      disabled={disabled}
      allowClear
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      loading={stops.isFetching}
      notFoundContent={stops.isFetching ? '搜索中…' : '没有匹配的站点'}
      options={(stops.data ?? []).map((stop) => ({ value: stop.id, label: `${stop.name}（${stop.code}）` }))}
    />
  );
}
