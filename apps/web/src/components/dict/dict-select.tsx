/**
 * Dictionary select (spec 03 section 2 "Dictionary widgets"): the items of a dictionary code as
 * a drop-down, radios or radio buttons. An empty code shows '字典编码不能为空!'; a code without
 * items warns that they could not be fetched (sign in again). `dynamic_*` codes read a table
 * dictionary. Works as a Form.Item control; the value is the item value (a string).
 *
 * Props: dictCode, value, onChange(value), type ('select' | 'radio' | 'radioButton'),
 * placeholder, allowClear (true), disabled, style.
 */
import { useEffect, type CSSProperties } from 'react';
import { Radio, Select, message } from 'antd';
import { ColorTag } from '../color-tag';
import { DICT_LOAD_FAILED } from '../../lib/dict-cache';
import { DICT_CODE_EMPTY } from './dict-logic';
import { useDictOptions } from './use-dict-options';

export interface DictSelectProps {
  dictCode: string;
  value?: string | number | null;
  onChange?(value: string | undefined): void;
  type?: 'select' | 'radio' | 'radioButton';
  placeholder?: string;
  allowClear?: boolean;
  disabled?: boolean;
  style?: CSSProperties;
  id?: string;
}

export function DictSelect({ dictCode, value, onChange, type = 'select', placeholder = '请选择', allowClear = true, disabled, style, id }: DictSelectProps) {
  const code = dictCode?.trim() ?? '';
  const { options, loading, failed } = useDictOptions(code);

  useEffect(() => {
    if (!code) console.error(DICT_CODE_EMPTY);
    else if (failed) void message.warning({ content: DICT_LOAD_FAILED, key: `dict-empty-${code}` });
  }, [code, failed]);

  if (!code) return <Select id={id} status="error" disabled placeholder={DICT_CODE_EMPTY} style={{ minWidth: 160, ...style }} />;

  const current = value === null || value === undefined ? undefined : String(value);
  if (type !== 'select') {
    const Item = type === 'radioButton' ? Radio.Button : Radio;
    return (
      <Radio.Group id={id} value={current} disabled={disabled} onChange={(e) => onChange?.(e.target.value)} style={style}>
        {options.map((o) => (
          <Item key={o.value} value={o.value}>
            {o.label}
          </Item>
        ))}
      </Radio.Group>
    );
  }
  return (
    <Select
      id={id}
      value={current}
      onChange={(v) => onChange?.(v)}
      loading={loading}
      disabled={disabled}
      allowClear={allowClear}
      status={failed ? 'warning' : undefined}
      placeholder={failed ? DICT_LOAD_FAILED : placeholder}
      style={{ minWidth: 160, ...style }}
      options={options.map((o) => ({ value: o.value, label: o.color ? <ColorTag color={o.color}>{o.label}</ColorTag> : o.label, title: o.label }))}
      optionFilterProp="title"
      showSearch
      notFoundContent="暂无数据"
    />
  );
}
