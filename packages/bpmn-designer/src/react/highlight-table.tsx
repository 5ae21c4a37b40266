/**
 * The view-mode highlight table (spec 02): a start event, end event, user task or sequence flow
 * of the diagram, a highlight class (node / line × success / warn / error) and a tooltip.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Select, Table } from 'antd';
import { HIGHLIGHT_CLASSES, type HighlightFlow } from '../options';
import type { ShellText } from './i18n';

export interface HighlightTarget {
  id: string;
  label: string;
  /** sequence flows take line classes, the rest node classes */
  isFlow: boolean;
}

export interface HighlightTableProps {
  value: HighlightFlow[];
  onChange(value: HighlightFlow[]): void;
  targets: HighlightTarget[];
  text: ShellText;
}

export function HighlightTable({ value, onChange, targets, text }: HighlightTableProps) {
  const patch = (index: number, change: Partial<HighlightFlow>) => onChange(value.map((flow, at) => (at === index ? { ...flow, ...change } : flow)));
  const classesFor = (id: string) => {
    const isFlow = targets.find((target) => target.id === id)?.isFlow;
    return HIGHLIGHT_CLASSES.filter((name) => (isFlow === undefined ? true : name.includes(isFlow ? '-line-' : '-node-')));
  };
  return (
    <>
      <Table<HighlightFlow & { index: number }>
        size="small"
        pagination={false}
        rowKey="index"
        dataSource={value.map((flow, index) => ({ ...flow, index }))}
        columns={[
          {
            title: text.highlightTarget,
            render: (_, row) => (
              <Select
                size="small"
                style={{ width: '100%' }}
                value={row.id || undefined}
                showSearch
                optionFilterProp="label"
                options={targets.map((target) => ({ value: target.id, label: target.label }))}
                onChange={(id: string) => {
                  const allowed = classesFor(id);
                  patch(row.index, { id, class: allowed.includes(row.class) ? row.class : allowed[0] });
                }}
              />
            ),
          },
          {
            title: text.highlightClass,
            render: (_, row) => (
              <Select
                size="small"
                style={{ width: '100%' }}
                value={row.class}
                options={classesFor(row.id).map((name) => ({ value: name, label: text.highlightClasses[name] }))}
                onChange={(name) => patch(row.index, { class: name })}
              />
            ),
          },
          {
            title: text.highlightTooltip,
            render: (_, row) => <Input size="small" value={row.tooltip} onChange={(event) => patch(row.index, { tooltip: event.target.value })} />,
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
      <Button
        size="small"
        type="dashed"
        block
        icon={<PlusOutlined />}
        onClick={() => onChange([...value, { id: '', class: 'highlight-node-success', tooltip: '' }])}
      >
        {text.addRow}
      </Button>
    </>
  );
}
