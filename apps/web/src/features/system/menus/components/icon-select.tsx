/** A searchable select of the menu icons (the shared list the side menu uses, in the ant-design-vue style names the menus store). */
import { Select } from 'antd';
import { MENU_ICONS, MenuIcon } from '../../../../components/menu-icon';

interface Props {
  value?: string | null;
  onChange?(value: string | null): void;
}

export function IconSelect({ value, onChange }: Props) {
  return (
    <Select
      showSearch
      allowClear
      placeholder="选择图标"
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      options={Object.keys(MENU_ICONS).map((name) => ({
        value: name,
        label: (
          <span>
            <MenuIcon name={name} /> <span style={{ marginLeft: 6 }}>{name}</span>
          </span>
        ),
      }))}
      filterOption={(input, option) => String(option?.value ?? '').includes(input.trim().toLowerCase())}
    />
  );
}
