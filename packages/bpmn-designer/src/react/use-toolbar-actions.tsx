/**
 * What each toolbar item does, and 保存. Getting the XML is refused while lint shows errors
 * ('模型存在错误，请先处理'); 保存 always lints, and a diagram with errors is saved only as a
 * draft once the user agrees; creating a diagram asks first.
 */
import { App } from 'antd';
import type Modeler from 'bpmn-js/lib/Modeler';
import { useRef, useState, type ChangeEvent } from 'react';
import type { FormSchema } from '../form-designer';
import { createNewDiagramXml } from '../modeler/new-diagram';
import type { DesignerOptions, Engine, ToolbarItem } from '../options';
import type { DesignerSaveResult } from './designer-props';
import { copyText, downloadFile, fileNameOf, fit, lintErrorsOf, processOf, shownLintErrors, stepZoom, svgOf, xmlOf, type Diagram } from './diagram-actions';
import type { ShellText } from './i18n';

export interface ToolbarActionsInput {
  /** the modeler once a diagram is loaded in it */
  modeler: Modeler | null;
  /** the read-only viewer while in view mode */
  viewer: Diagram | null;
  options: DesignerOptions;
  engine: Engine;
  text: ShellText;
  importDiagram(xml: string): Promise<void>;
  onSave?(result: DesignerSaveResult): Promise<void> | void;
  startForm?: FormSchema;
}

interface CommandStack {
  undo(): void;
  redo(): void;
}

export function useToolbarActions({ modeler, viewer, options, engine, text, importDiagram, onSave, startForm }: ToolbarActionsInput) {
  const { message, modal } = App.useApp();
  const [preview, setPreview] = useState<string>();
  const [importOpen, setImportOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const editing = options.mode === 'edit';
  const diagram: Diagram | null = editing ? (modeler as unknown as Diagram | null) : viewer;

  /** The XML, unless lint shows errors (then the user is told and gets nothing). */
  const checkedXml = async (): Promise<string | undefined> => {
    if (!diagram) return undefined;
    if (editing && shownLintErrors(diagram, options.lint).length > 0) {
      message.error(text.lintErrors);
      return undefined;
    }
    return xmlOf(diagram);
  };

  const createNew = () =>
    modal.confirm({
      title: text.createConfirmTitle,
      content: text.createConfirm,
      okText: text.ok,
      cancelText: text.cancel,
      onOk: () => importDiagram(createNewDiagramXml({ engine, lang: options.lang })),
    });

  const run: Record<ToolbarItem, (diagram: Diagram) => unknown> = {
    open: () => fileInput.current?.click(),
    create: createNew,
    fit: (current) => fit(current),
    zoomIn: (current) => stepZoom(current, 1),
    zoomOut: (current) => stepZoom(current, -1),
    undo: (current) => current.get<CommandStack>('commandStack').undo(),
    redo: (current) => current.get<CommandStack>('commandStack').redo(),
    importXml: () => setImportOpen(true),
    previewXml: async (current) => setPreview(await xmlOf(current)),
    getXml: async () => {
      const xml = await checkedXml();
      if (xml === undefined) return;
      if (await copyText(xml)) message.success(text.xmlCopied);
      else setPreview(xml);
    },
    downloadXml: async (current) => downloadFile(fileNameOf(processOf(current).key, 'bpmn'), await xmlOf(current), 'application/xml'),
    downloadSvg: async (current) => downloadFile(fileNameOf(processOf(current).key, 'svg'), await svgOf(current), 'image/svg+xml'),
  };

  const onItem = (item: ToolbarItem) => {
    if (diagram) void run[item](diagram);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      await importDiagram(await file.text());
    } catch (error) {
      message.error(`${text.importFailed}${(error as Error).message}`);
    }
  };

  /** With lint errors: the first few, and whether the user agrees to a draft. */
  const confirmDraft = (errors: ReturnType<typeof lintErrorsOf>) =>
    new Promise<boolean>((resolve) => {
      const shown = errors.slice(0, 5);
      modal.confirm({
        title: text.draftTitle(errors.length),
        content: (
          <div data-testid="designer-draft-confirm">
            <ul className="bus-draft-errors">
              {shown.map((issue, index) => (
                <li key={`${issue.id}-${index}`}>
                  {issue.message}（{issue.id}）
                </li>
              ))}
              {errors.length > shown.length && <li>{text.draftMore(errors.length - shown.length)}</li>}
            </ul>
            <p>{text.draftContent}</p>
          </div>
        ),
        okText: text.saveDraft,
        cancelText: text.cancel,
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  const save = async () => {
    if (!onSave || !modeler) return;
    const current = modeler as unknown as Diagram;
    const errors = lintErrorsOf(current);
    if (errors.length > 0 && !(await confirmDraft(errors))) return;
    const xml = await xmlOf(current);
    const { key, name } = processOf(current);
    setSaving(true);
    try {
      await onSave({ xml, svg: await svgOf(current), processKey: key, processName: name, startForm, draft: errors.length > 0 });
    } finally {
      setSaving(false);
    }
  };

  return { onItem, onFile, fileInput, save, saving, preview, closePreview: () => setPreview(undefined), importOpen, setImportOpen };
}
