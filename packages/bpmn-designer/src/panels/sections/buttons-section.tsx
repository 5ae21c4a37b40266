/** Approval buttons of a user task: each configured button shown or hidden on this node. */
import { Empty, Switch, Table } from 'antd';
import type { ButtonOption } from '../../options';
import { buttonChanges, nodeButtons } from '../core/buttons';
import type { DiagramElement } from '../core/model';
import { usePanel } from '../panel-context';

export function ButtonsSection({ element }: { element: DiagramElement }) {
  const { editor, options } = usePanel();
  if (!options.buttons.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="未配置审批按钮" />;
  const buttons = nodeButtons(editor, element.businessObject, options.buttons);
  const toggle = (prop: string, display: boolean) =>
    editor.apply(
      buttonChanges(
        editor,
        element,
        buttons.map((button) => (button.prop === prop ? { ...button, display } : button)),
      ),
    );
  return (
    <Table<ButtonOption>
      size="small"
      pagination={false}
      rowKey="prop"
      dataSource={buttons}
      columns={[
        { key: 'label', title: '按钮', dataIndex: 'label' },
        { key: 'prop', title: '标识', dataIndex: 'prop' },
        {
          key: 'display',
          title: '显示',
          width: 64,
          render: (_, button) => <Switch size="small" aria-label={`显示${button.label}`} checked={button.display} onChange={(on) => toggle(button.prop, on)} />,
        },
      ]}
    />
  );
}
