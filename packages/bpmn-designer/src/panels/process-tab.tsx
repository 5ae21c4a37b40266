/** The process tab: process basic settings and the serial-number rule. */
import { Collapse, Empty } from 'antd';
import { processOf } from './core/process';
import { usePanel } from './panel-context';
import { ProcessBasicSection } from './sections/process-basic-section';
import { SerialSection } from './sections/serial-section';

export function ProcessTab() {
  const { editor } = usePanel();
  const root = editor.rootElement();
  const process = root && processOf(root);
  if (!process) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="图中没有流程" />;
  return (
    <Collapse
      size="small"
      defaultActiveKey={['basic', 'serial']}
      items={[
        { key: 'basic', label: '基本信息', children: <ProcessBasicSection root={root} process={process} /> },
        { key: 'serial', label: '流水号规则', children: <SerialSection root={root} process={process} /> },
      ]}
    />
  );
}
