/** The icon field: a searchable choice among the fixed icon set, showing each icon. */
import { createElement } from 'react';
import { Select, Space } from 'antd';
import { ICON_NAMES, ICON_SET } from './icon-set';

interface IconInputProps {
  id?: string;
  value?: string;
  onChange?(value: string | undefined): void;
  disabled?: boolean;
  placeholder?: string;
}

function IconLabel({ name }: { name: string }) {
  const icon = ICON_SET[name];
  return (
    <Space size={6}>
      {icon ? createElement(icon) : null}
      <span>{name}</span>
    </Space>
  );
}

const OPTIONS = ICON_NAMES.map((name) => ({ value: name, label: <IconLabel name={name} /> }));

export function IconInput({ id, value, onChange, disabled, placeholder }: IconInputProps) {
  return (
    <Select
      id={id}
      style={{ width: '100%' }}
      showSearch
      allowClear
      optionFilterProp="value"
      placeholder={placeholder ?? '请选择图标'}
      options={OPTIONS}
      value={typeof value === 'string' && value ? value : undefined}
      disabled={disabled}
      onChange={(name) => onChange?.(name ?? undefined)}
    />
  );
}
