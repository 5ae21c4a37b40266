/** The configuration drawer's button list (spec 02: buttons label / prop / display). */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Switch, Table } from 'antd';
import type { ButtonOption } from '../options';
import type { ShellText } from './i18n';

export interface ButtonsTableProps {
  value: ButtonOption[];
  onChange(value: ButtonOption[]): void;
  text: ShellText;
}

export function ButtonsTable({ value, onChange, text }: ButtonsTableProps) {
  const patch = (index: number, change: Partial<ButtonOption>) => onChange(value.map((button, at) => (at === index ? { ...button, ...change } : button)));
  return (
    <>
      <Table<ButtonOption & { index: number }>
        size="small"
        pagination={false}
        rowKey="index"
        dataSource={value.map((button, index) => ({ ...button, index }))}
        columns={[
          {
            title: text.buttonLabel,
            render: (_, row) => <Input size="small" value={row.label} onChange={(event) => patch(row.index, { label: event.target.value })} />,
          },
          {
            title: text.buttonProp,
            render: (_, row) => <Input size="small" value={row.prop} onChange={(event) => patch(row.index, { prop: event.target.value })} />,
          },
          {
            title: text.buttonDisplay,
            width: 64,
            render: (_, row) => <Switch size="small" checked={row.display} onChange={(display) => patch(row.index, { display })} />,
          },
          {
            width: 40,
            render: (_, row) => (
              <Button
                size="small"
                type="text"
                danger
                aria-label={text.remove}
                icon={<DeleteOutlined />}
                onClick={() => onChange(value.filter((_, at) => at !== row.index))}
              />
            ),
          },
        ]}
      />
      <Button size="small" type="dashed" block icon={<PlusOutlined />} onClick={() => onChange([...value, { label: '', prop: '', display: true }])}>
        {text.addRow}
      </Button>
    </>
  );
}
