/**
 * The right-hand property panel (spec 02 section 2 "Side panel"): 380 px, tabs 节点 / 流程. One
 * selected element opens the node tab, none or several the process tab; the node tab without a
 * selection asks to select a node. Everything it writes goes through the command stack.
 */
import { App, ConfigProvider, Empty, Tabs } from 'antd';
import type Modeler from 'bpmn-js/lib/Modeler';
import { useEffect, useMemo, useState } from 'react';
import type { DesignerOptions, Engine } from '../options';
import type { DesignerServices } from '../react/designer-props';
import { createEditor } from './core/commands';
import type { DiagramElement } from './core/model';
import { NodeTab } from './node-tab';
import { PanelContext } from './panel-context';
import { ProcessTab } from './process-tab';

export interface PropertiesPanelProps {
  modeler: Modeler;
  engine: Engine;
  options: DesignerOptions;
  /** every field locked (e.g. while the token simulation runs: the model is read-only then) */
  readOnly?: boolean;
  services?: DesignerServices;
}

export const PANEL_WIDTH = 380;

interface EventBus {
  on(events: string | string[], callback: (event: any) => void): void;
  off(events: string | string[], callback: (event: any) => void): void;
}

/** Labels stand for their element; the canvas root is the process, not a node. */
function selectedNodes(selection: DiagramElement[], root: DiagramElement): DiagramElement[] {
  const nodes = selection.map((element) => (element.type === 'label' && element.labelTarget ? element.labelTarget : element));
  return [...new Set(nodes)].filter((element) => element !== root);
}

export function PropertiesPanel({ modeler, engine, options, services, readOnly = false }: PropertiesPanelProps) {
  const editor = useMemo(() => createEditor(modeler, engine), [modeler, engine]);
  const [revision, setRevision] = useState(0);
  const [selection, setSelection] = useState<DiagramElement[]>(() =>
    selectedNodes(modeler.get<{ get(): DiagramElement[] }>('selection').get(), editor.rootElement()),
  );
  const [tab, setTab] = useState<'node' | 'process'>(selection.length === 1 ? 'node' : 'process');

  useEffect(() => {
    const eventBus = modeler.get<EventBus>('eventBus');
    const onSelection = (event: { newSelection: DiagramElement[] }) => {
      const nodes = selectedNodes(event.newSelection, editor.rootElement());
      setSelection(nodes);
      setTab(nodes.length === 1 ? 'node' : 'process');
    };
    const bump = () => setRevision((value) => value + 1);
    const onImport = () => {
      setSelection([]);
      setTab('process');
      bump();
    };
    eventBus.on('selection.changed', onSelection);
    eventBus.on(['commandStack.changed', 'root.set'], bump);
    eventBus.on('import.done', onImport);
    return () => {
      eventBus.off('selection.changed', onSelection);
      eventBus.off(['commandStack.changed', 'root.set'], bump);
      eventBus.off('import.done', onImport);
    };
  }, [modeler, editor]);

  const context = useMemo(() => ({ editor, options, services, revision }), [editor, options, services, revision]);
  const element = selection.length === 1 ? selection[0] : undefined;

  return (
    <PanelContext.Provider value={context}>
      <ConfigProvider componentDisabled={options.mode === 'view' || readOnly} button={{ autoInsertSpace: false }}>
        <App className="bpmn-properties-panel" style={{ width: PANEL_WIDTH, height: '100%', overflowY: 'auto', padding: '0 12px', boxSizing: 'border-box' }}>
          <Tabs
            activeKey={tab}
            onChange={(key) => setTab(key as 'node' | 'process')}
            items={[
              {
                key: 'node',
                label: '节点',
                children: element ? (
                  <NodeTab key={element.id} element={element} />
                ) : (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="请先在画布上选择一个节点" />
                ),
              },
              { key: 'process', label: '流程', children: <ProcessTab /> },
            ]}
          />
        </App>
      </ConfigProvider>
    </PanelContext.Provider>
  );
}
