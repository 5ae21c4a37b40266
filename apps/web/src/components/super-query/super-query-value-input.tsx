/**
 * The value cell of an advanced-query row, chosen by the field type and rule: dictionary and
 * option fields show a select (several values for 'in'), numbers a number box, dates a date
 * picker, text a text box ('in' on text or numbers takes several values as tags).
 * Values are kept as text so a saved query is plain JSON.
 */
import { DatePicker, Input, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';
import { useDictItems } from '../../lib/dict-cache';
import type { SuperQueryField, SuperQueryRule, SuperQueryValue } from './super-query-logic';

interface ValueInputProps {
  field: SuperQueryField | undefined;
  rule: SuperQueryRule | undefined;
  value: SuperQueryValue;
  onChange(value: SuperQueryValue): void;
}

const DATE_FORMAT = 'YYYY-MM-DD';
const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const full = { width: '100%' };

function DictValueSelect({
  dictCode,
  multiple,
  value,
  onChange,
}: {
  dictCode: string;
  multiple: boolean;
  value: SuperQueryValue;
  onChange(value: SuperQueryValue): void;
}) {
  const items = useDictItems(dictCode);
  const options = (items.data ?? []).map((item) => ({ value: item.value, label: item.text || item.label || item.title }));
  return <ChoiceSelect options={options} loading={items.isLoading} multiple={multiple} value={value} onChange={onChange} />;
}

function ChoiceSelect(props: {
  options: Array<{ value: string | number; label: string }>;
  loading?: boolean;
  multiple: boolean;
  value: SuperQueryValue;
  onChange(value: SuperQueryValue): void;
}) {
  const options = props.options.map((o) => ({ value: String(o.value), label: o.label }));
  return (
    <Select
      style={full}
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder="请选择"
      loading={props.loading}
      mode={props.multiple ? 'multiple' : undefined}
      options={options}
      value={props.multiple ? (Array.isArray(props.value) ? props.value : []) : (props.value as string | undefined)}
      onChange={(next: string | string[] | undefined) => props.onChange(next ?? undefined)}
    />
  );
}

export function SuperQueryValueInput({ field, rule, value, onChange }: ValueInputProps) {
  const multiple = rule === 'in';
  if (!field) return <Input disabled placeholder="请先选择查询字段" />;
  if (field.type === 'dict' && field.dictCode) {
    return <DictValueSelect dictCode={field.dictCode} multiple={multiple} value={value} onChange={onChange} />;
  }
  if (field.type === 'options') return <ChoiceSelect options={field.options ?? []} multiple={multiple} value={value} onChange={onChange} />;
  if (multiple) {
    return (
      <Select
        style={full}
        mode="tags"
        open={false}
        suffixIcon={null}
        tokenSeparators={[',', '，', ' ']}
        placeholder="输入多个值，用逗号或回车分隔"
        value={Array.isArray(value) ? value : []}
        onChange={(next: string[]) => onChange(next)}
      />
    );
  }
  const single = Array.isArray(value) ? value[0] : value;
  if (field.type === 'number') {
    return (
      <InputNumber
        style={full}
        placeholder="请输入数值"
        value={single === undefined || single === '' ? null : Number(single)}
        onChange={(next) => onChange(next === null || next === undefined ? undefined : String(next))}
      />
    );
  }
  if (field.type === 'date' || field.type === 'datetime') {
    const format = field.type === 'date' ? DATE_FORMAT : DATETIME_FORMAT;
    const parsed = single ? dayjs(single, format) : null;
    return (
      <DatePicker
        style={full}
        showTime={field.type === 'datetime'}
        format={format}
        placeholder={field.type === 'date' ? '请选择日期' : '请选择时间'}
        value={parsed?.isValid() ? parsed : null}
        onChange={(next) => onChange(next ? next.format(format) : undefined)}
      />
    );
  }
  return <Input allowClear placeholder="请输入值" value={single ?? ''} onChange={(event) => onChange(event.target.value)} />;
}
