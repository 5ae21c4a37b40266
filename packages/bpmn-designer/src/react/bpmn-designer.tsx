/**
 * The approval-workflow designer (spec 02): toolbar, canvas with minimap and right-click menu,
 * the property panel, lint button and simulation toggle, XML drawers, the configuration drawer
 * with the start-form designer, and a read-only highlighted view in view mode. One Modeler per
 * mount, destroyed on unmount (see use-designer-modeler.ts).
 */
import { ProfileOutlined, SaveOutlined, SettingOutlined } from '@ant-design/icons';
import { Alert, App, Button, Drawer } from 'antd';
import type NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState, type ForwardedRef } from 'react';
import { switchEngine } from '../engines/engine-module';
import { FormDesigner, formFieldsOf, type FormSchema } from '../form-designer';
import { LintButton } from '../lint';
import { HIGHLIGHT_TARGET_TYPES } from '../modeler/highlight';
import { createNewDiagramXml } from '../modeler/new-diagram';
import { defaultOptions, type DesignerOptions, type Engine, type ToolbarItem } from '../options';
import { PropertiesPanel } from '../panels';
import { SimulationToggle, useSimulationActive } from '../simulation';
import { ConfigDrawer } from './config-drawer';
import type { BpmnDesignerHandle, BpmnDesignerProps } from './designer-props';
import { fit, svgOf, xmlOf, type Diagram } from './diagram-actions';
import { DesignerToolbar } from './designer-toolbar';
import type { HighlightTarget } from './highlight-table';
import { shellText } from './i18n';
import { useModelerOptions } from './use-modeler-options';
import { useDesignerModeler } from './use-designer-modeler';
import { useNarrow } from './use-narrow';
import { useToolbarActions } from './use-toolbar-actions';
import { ViewCanvas } from './view-canvas';
import { ImportXmlDrawer, PreviewXmlDrawer } from './xml-drawers';

/** Toolbar items that edit: not offered in view mode. */
const EDITING_ITEMS = new Set<ToolbarItem>(['open', 'create', 'undo', 'redo', 'importXml']);

function initialOptions(props: BpmnDesignerProps): DesignerOptions {
  const options = { ...defaultOptions(), ...props.options };
  if (props.startForm && !props.options?.form) options.form = formFieldsOf(props.startForm);
  return options;
}

interface ElementLike {
  id: string;
  type: string;
  businessObject?: { name?: string };
}

function Shell({ props, handle }: { props: BpmnDesignerProps; handle: ForwardedRef<BpmnDesignerHandle> }) {
  const [options, setOptions] = useState(() => initialOptions(props));
  const [startForm, setStartForm] = useState<FormSchema | undefined>(props.startForm);
  const [initialXml] = useState(() => props.xml ?? options.xml ?? createNewDiagramXml({ engine: options.engine, lang: options.lang }));
  const container = useRef<HTMLDivElement>(null);
  const { modeler, ready, engine, revision, error, importDiagram } = useDesignerModeler(container, initialXml, options);
  const [viewer, setViewer] = useState<NavigatedViewer | null>(null);
  const [viewXml, setViewXml] = useState<string>();
  const [configOpen, setConfigOpen] = useState(false);
  const [formOpen, setFormOpen] = useState(false);
  const text = shellText(options.lang);
  const viewing = options.mode === 'view';
  const simulating = useSimulationActive(modeler);
  const root = useRef<HTMLDivElement>(null);
  // a phone-wide designer gives the canvas the whole width: the property panel opens as a drawer
  const narrow = useNarrow(root);
  const [panelOpen, setPanelOpen] = useState(false);

  const update = (patch: Partial<DesignerOptions>) => setOptions((current) => ({ ...current, ...patch }));
  useModelerOptions(modeler, options);

  // the page hears of every edit: commands (and their undo / redo), not the clearing an import does
  const reportChange = useRef(props.onChange);
  reportChange.current = props.onChange;
  useEffect(() => {
    if (!modeler) return;
    const eventBus = modeler.get<{ on(event: string, fn: (event: { trigger?: string | null }) => void): void; off(event: string, fn: unknown): void }>(
      'eventBus',
    );
    const onChanged = (event: { trigger?: string | null }) => {
      if (event.trigger && event.trigger !== 'clear') reportChange.current?.();
    };
    eventBus.on('commandStack.changed', onChanged);
    return () => eventBus.off('commandStack.changed', onChanged);
  }, [modeler]);
  /** A diagram the user opened, pasted or created replaces the one the page gave: an edit too. */
  const importByUser = useCallback(
    async (xml: string) => {
      await importDiagram(xml);
      reportChange.current?.();
    },
    [importDiagram],
  );

  // the page hears of every change but the first render
  const reported = useRef(options);
  useEffect(() => {
    if (reported.current === options) return;
    reported.current = options;
    props.onOptionsChange?.(options);
  }, [options, props]);

  // later props: options merge into the current ones, a new xml is opened
  const givenOptions = JSON.stringify(props.options ?? {});
  const seenOptions = useRef(givenOptions);
  useEffect(() => {
    if (seenOptions.current === givenOptions) return;
    seenOptions.current = givenOptions;
    setOptions((current) => ({ ...current, ...(JSON.parse(givenOptions) as Partial<DesignerOptions>) }));
  }, [givenOptions]);
  const seenXml = useRef(props.xml);
  useEffect(() => {
    if (props.xml === undefined || props.xml === seenXml.current || !ready) return;
    seenXml.current = props.xml;
    void importDiagram(props.xml);
  }, [props.xml, ready, importDiagram]);

  // the drawer shows the diagram's engine: detection on import, switches and their undo
  useEffect(() => setOptions((current) => (current.engine === engine ? current : { ...current, engine })), [engine]);

  // the first diagram fills the canvas once the panel beside it has taken its place
  useEffect(() => {
    if (ready && modeler && !viewing) fit(modeler as unknown as Diagram);
  }, [ready, modeler, viewing]);

  // view mode shows the diagram as the modeler has it
  useEffect(() => {
    if (!viewing || !modeler || !ready) return;
    let alive = true;
    void xmlOf(modeler as unknown as Diagram).then((xml) => alive && setViewXml(xml));
    return () => {
      alive = false;
    };
  }, [viewing, modeler, ready, revision]);

  useImperativeHandle(
    handle,
    () => ({
      getXml: async () => (modeler ? xmlOf(modeler as unknown as Diagram) : ''),
      getSvg: async () => (modeler ? svgOf(modeler as unknown as Diagram) : ''),
      importXml: importDiagram,
      getModeler: () => modeler,
    }),
    [modeler, importDiagram],
  );

  // read afresh at each render (a render follows every change of the diagram): the element
  // registry is mutable, so a memo would need the diagram's revision as a stand-in dependency
  const highlightTargets: HighlightTarget[] = modeler && ready && viewing ? highlightTargetsOf(modeler) : NO_TARGETS;

  const actions = useToolbarActions({
    modeler: ready ? modeler : null,
    viewer,
    options,
    engine,
    text,
    importDiagram: importByUser,
    onSave: props.onSave,
    startForm,
  });
  const commandStack = modeler?.get<{ canUndo(): boolean; canRedo(): boolean }>('commandStack');

  const onEngine = (to: Engine) => {
    if (modeler) switchEngine(modeler, to);
    update({ engine: to });
  };

  const onFormSaved = (schema: FormSchema) => {
    setStartForm(schema);
    update({ form: formFieldsOf(schema) });
    props.onStartFormChange?.(schema);
    reportChange.current?.();
  };

  const panel = !viewing && modeler && ready && (
    <>
      {simulating && <Alert type="info" showIcon message={text.simulationReadOnly} style={{ marginBottom: 8 }} />}
      {/* the model is read-only while the simulation runs: so are the panel's fields */}
      <PropertiesPanel modeler={modeler} engine={engine} options={options} services={props.services} readOnly={simulating} />
    </>
  );

  return (
    <div
      ref={root}
      data-ready={ready || undefined}
      className={`bus-designer${viewing ? ' bus-designer-viewing' : ''}${options.minimap ? '' : ' bus-designer-no-minimap'}${narrow ? ' bus-designer-narrow' : ''}`}
      style={{ height: props.height ?? '100%' }}
    >
      <DesignerToolbar
        items={options.toolbar.filter((item) => !viewing || !EDITING_ITEMS.has(item))}
        text={text}
        disabled={{ undo: !commandStack?.canUndo(), redo: !commandStack?.canRedo() }}
        onItem={actions.onItem}
        extra={
          <>
            {!viewing && (
              <LintButton
                modeler={ready ? modeler : null}
                onActiveChange={(lint) => setOptions((current) => (current.lint === lint ? current : { ...current, lint }))}
              />
            )}
            {!viewing && options.simulation && modeler && ready && <SimulationToggle modeler={modeler} />}
            {!viewing && props.onSave && (
              <Button type="primary" size="small" icon={<SaveOutlined />} loading={actions.saving} onClick={actions.save} data-testid="designer-save">
                {text.save}
              </Button>
            )}
            {!viewing && narrow && (
              <Button size="small" icon={<ProfileOutlined />} onClick={() => setPanelOpen(true)} data-testid="designer-properties">
                {text.properties}
              </Button>
            )}
            <Button size="small" icon={<SettingOutlined />} onClick={() => setConfigOpen(true)} aria-label={text.settings} data-testid="designer-settings" />
          </>
        }
      />
      {error && <Alert type="error" showIcon message={`${text.importFailed}${error}`} />}
      <div className="bus-designer-body">
        <div ref={container} className="bus-designer-canvas" hidden={viewing} data-testid="designer-canvas" />
        {viewing && viewXml !== undefined && <ViewCanvas xml={viewXml} engine={engine} lang={options.lang} flows={options.flows} onViewer={setViewer} />}
        {panel && !narrow && <aside className="bus-designer-side">{panel}</aside>}
      </div>
      {panel && narrow && (
        <Drawer
          open={panelOpen}
          onClose={() => setPanelOpen(false)}
          title={text.properties}
          placement="right"
          width="100%"
          styles={{ body: { padding: 0 } }}
          className="bus-designer-panel-drawer"
        >
          {panel}
        </Drawer>
      )}
      <input ref={actions.fileInput} type="file" accept=".bpmn,.xml" hidden onChange={actions.onFile} data-testid="designer-file" />
      <ImportXmlDrawer open={actions.importOpen} onClose={() => actions.setImportOpen(false)} onImport={importByUser} text={text} />
      <PreviewXmlDrawer xml={actions.preview ?? ''} open={actions.preview !== undefined} onClose={actions.closePreview} text={text} />
      <ConfigDrawer
        open={configOpen}
        onClose={() => setConfigOpen(false)}
        text={text}
        options={options}
        onChange={update}
        engine={engine}
        onEngine={onEngine}
        highlightTargets={highlightTargets}
        onDesignForm={() => setFormOpen(true)}
      />
      {formOpen && <FormDesigner value={startForm} onChange={onFormSaved} onClose={() => setFormOpen(false)} />}
    </div>
  );
}

/** The designer; `ref` gives getXml / getSvg / importXml / getModeler. */
export const BpmnDesigner = forwardRef<BpmnDesignerHandle, BpmnDesignerProps>(function BpmnDesigner(props, ref) {
  return (
    <App className="bus-designer-app" style={{ height: props.height ?? '100%' }}>
      <Shell props={props} handle={ref} />
    </App>
  );
});

const NO_TARGETS: HighlightTarget[] = [];

/** The elements a highlight rule can name: tasks, events, gateways and flows of the diagram. */
function highlightTargetsOf(modeler: NonNullable<ReturnType<typeof useDesignerModeler>['modeler']>): HighlightTarget[] {
  const registry = modeler.get<{ filter(fn: (element: ElementLike) => boolean): ElementLike[] }>('elementRegistry');
  return registry
    .filter((element) => (HIGHLIGHT_TARGET_TYPES as readonly string[]).includes(element.type))
    .map((element) => ({
      id: element.id,
      label: element.businessObject?.name ? `${element.businessObject.name}（${element.id}）` : element.id,
      isFlow: element.type === 'bpmn:SequenceFlow',
    }));
}
