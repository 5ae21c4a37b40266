/**
 * The search form's items from the catalogue: a text box for a text field, a DictSelect for a
 * dictionary field, a select for fixed choices, a date range (two columns wide) for `search:
 * 'range'`. `searchParamsOf` turns the form's values into the list layer's parameters (a range
 * becomes `<field>_begin` / `<field>_end`).
 */
import type { ReactElement } from 'react';
import { DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import type { AnyResource, ResourceFieldSpec } from '@bus/contracts';
import { DictSelect } from '../dict';
import { WideSearchItem } from '../list-page/search-form';

const RANGE_SUFFIX = '__range';

function control(spec: ResourceFieldSpec) {
  if (spec.dict) return <DictSelect dictCode={spec.dict} placeholder={`请选择${spec.label}`} />;
  if (spec.choices) return <Select allowClear placeholder={`请选择${spec.label}`} options={spec.choices.map((c) => ({ value: c.value, label: c.label }))} />;
  return <Input allowClear placeholder={`请输入${spec.label}`} />;
}

/** The items of the fields the catalogue offers for search (or of `names`, in that order). */
export function resourceSearchItems(resource: AnyResource, names?: readonly string[]): ReactElement[] {
  const chosen = names ?? Object.keys(resource.fields).filter((name) => resource.fields[name].search);
  return chosen.map((name) => {
    const spec = resource.fields[name];
    if (spec.search === 'range') {
      return (
        <WideSearchItem key={name}>
          <Form.Item name={`${name}${RANGE_SUFFIX}`} label={spec.label}>
            <DatePicker.RangePicker style={{ width: '100%' }} placeholder={['开始日期', '结束日期']} allowEmpty={[true, true]} aria-label={spec.label} />
          </Form.Item>
        </WideSearchItem>
      );
    }
    return (
      <Form.Item key={name} name={name} label={spec.label}>
        {control(spec)}
      </Form.Item>
    );
  });
}

/** The form's values as list parameters: a date range of a day-granular field as whole days. */
export function searchParamsOf(values: Record<string, unknown>): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (!key.endsWith(RANGE_SUFFIX)) {
      params[key] = value;
      continue;
    }
    const field = key.slice(0, -RANGE_SUFFIX.length);
    const [begin, end] = (value as [Dayjs | null, Dayjs | null] | null | undefined) ?? [];
    params[`${field}_begin`] = begin?.format('YYYY-MM-DD');
    params[`${field}_end`] = end?.format('YYYY-MM-DD');
  }
  return params;
}
