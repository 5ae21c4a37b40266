/**
 * The search form's usual items (issue 23: every list page wrote each as a Form.Item around an
 * Input or a Select, with the label typed twice): `<SearchText name="username" label="账号" />`
 * is a text box 请输入账号, `<SearchSelect … options={…} />` a clearable choice 请选择….
 */
import { Form, Input, Select, type SelectProps } from 'antd';

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
