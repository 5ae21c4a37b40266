/**
 * Stop picker (站点): searches the tenant's stops by name or code as the user types (50 at a
 * time) and always knows the names of the chosen ones; with `routeId`, only that line's stops in
 * the order it passes them. Works as a Form.Item control.
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
  /** offer only the stops of this line */
  routeId?: string;
}

export function StopSelect({ value, onChange, multiple, placeholder, disabled, id, style, routeId }: StopSelectProps) {
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword, 250);
  const chosen = value == null ? [] : Array.isArray(value) ? value : [value];
  const stops = useStopOptions(debounced, chosen, routeId);
  return (
    <Select
      id={id}
      style={style}
      mode={multiple ? 'multiple' : undefined}
      // null keeps the box empty (a picker used as an "add" action); undefined lets a form manage it
      value={value === null ? null : value}
      onChange={(next) => onChange?.(next ?? undefined)}
      placeholder={placeholder ?? (routeId ? '选择本线路的站点，可输入名称搜索' : '输入站点名称或编码搜索')}
      disabled={disabled}
      allowClear
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      loading={stops.isFetching}
      notFoundContent={stops.isFetching ? '搜索中…' : routeId && !debounced ? '该线路还没有站点' : '没有匹配的站点'}
      options={(stops.data ?? []).map((stop) => ({ value: stop.id, label: `${stop.name}（${stop.code}）` }))}
    />
  );
}
