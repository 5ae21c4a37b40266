/**
 * The search form's items from the catalogue: a text box for a text field, a DictSelect for a
 * dictionary field, a select for fixed choices, a date range (two columns wide) for `search:
 * 'range'`. `searchParamsOf` turns the form's values into the list layer's parameters (a range
 * becomes `<field>_begin` / `<field>_end`).
 */
import type { ReactElement } from 'react';
import { DatePicker, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import type { AnyResource, ResourceFieldSpec } from '@bus/contracts';
import { DictSelect } from '../dict';
import { WideSearchItem } from '../list-page/search-form';
import { SearchSelect, SearchText } from '../list-page/search-items';

const RANGE_SUFFIX = '__range';

/** The items of the fields the catalogue offers for search (or of `names`, in that order). */
export function resourceSearchItems(resource: AnyResource, names?: readonly string[]): ReactElement[] {
  const chosen = names ?? Object.keys(resource.fields).filter((name) => resource.fields[name].search);
  return chosen.map((name) => {
    const spec: ResourceFieldSpec = resource.fields[name];
    if (spec.search === 'range') {
      return (
        <WideSearchItem key={name}>
          <Form.Item name={`${name}${RANGE_SUFFIX}`} label={spec.label}>
            <DatePicker.RangePicker style={{ width: '100%' }} placeholder={['开始日期', '结束日期']} allowEmpty={[true, true]} aria-label={spec.label} />
          </Form.Item>
        </WideSearchItem>
      );
    }
    if (spec.dict)
      return (
        <Form.Item key={name} name={name} label={spec.label}>
          <DictSelect dictCode={spec.dict} placeholder={`请选择${spec.label}`} />
        </Form.Item>
      );
    if (spec.choices) return <SearchSelect key={name} name={name} label={spec.label} options={spec.choices.map((c) => ({ value: c.value, label: c.label }))} />;
    return <SearchText key={name} name={name} label={spec.label} />;
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
