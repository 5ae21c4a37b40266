/**
 * The search form's usual items (issue 23: every list page wrote each as a Form.Item around an
 * Input or a Select, with the label typed twice): `<SearchText name="username" label="账号" />`
 * is a text box 请输入账号, `<SearchSelect … options={…} />` a clearable choice 请选择…, `<SearchPhone />`
 * a phone number or its last 4 digits.
 */
import { Form, Input, Select, type SelectProps } from 'antd';
import { parsePhoneSearch, PHONE_SEARCH_MESSAGE } from '@bus/contracts';

interface ItemProps {
  name: string;
  label: string;
  placeholder?: string;
}

export function SearchText({ name, label, placeholder }: ItemProps) {
  return (
    <Form.Item name={name} label={label}>
      <Input placeholder={placeholder ?? `请输入${label}`} allowClear />
    </Form.Item>
  );
}

export function SearchSelect({ name, label, placeholder, options, ...rest }: ItemProps & Omit<SelectProps, 'placeholder'>) {
  return (
    <Form.Item name={name} label={label}>
      <Select allowClear placeholder={placeholder ?? `请选择${label}`} style={{ minWidth: 120 }} options={options} {...rest} />
    </Form.Item>
  );
}

/** 手机号 searched by the whole number or its last 4 digits; anything else is refused under the field before the list asks. */
export function SearchPhone({ name = 'phone', label = '手机号' }: Partial<Pick<ItemProps, 'name' | 'label'>>) {
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[
        {
          validator: async (_, value?: string) => (!value?.trim() || parsePhoneSearch(value) ? undefined : Promise.reject(new Error(PHONE_SEARCH_MESSAGE))),
        },
      ]}
    >
      <Input placeholder="完整号码或后 4 位" allowClear inputMode="numeric" />
    </Form.Item>
  );
}
