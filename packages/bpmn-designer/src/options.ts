/**
 * Designer options (spec 02 section 3 "Designer option"): what the web app passes to the
 * designer. Everything has a default so `<BpmnDesigner />` alone opens a new diagram.
 */
import { WORKFLOW_ENGINES, WORKFLOW_ENGINE_NAMES } from '@bus/contracts/workflow-engines';

/** the stored names; ENGINE_NAMES are how they are shown (Flowable) */
export const ENGINES = WORKFLOW_ENGINES;
export type Engine = (typeof ENGINES)[number];
export const ENGINE_NAMES = WORKFLOW_ENGINE_NAMES;

export const MODES = ['edit', 'view'] as const;
export type DesignerMode = (typeof MODES)[number];

export const LANGS = ['zh_CN', 'en_US'] as const;
export type DesignerLang = (typeof LANGS)[number];

export const TOOLBAR_ITEMS = [
  'open',
  'create',
  'fit',
  'zoomIn',
  'zoomOut',
  'undo',
  'redo',
  'importXml',
  'previewXml',
  'getXml',
  'downloadXml',
  'downloadSvg',
] as const;
export type ToolbarItem = (typeof TOOLBAR_ITEMS)[number];

/** A view-mode highlight: a node or flow id, its class and a tooltip. */
export const HIGHLIGHT_CLASSES = [
  'highlight-node-success',
  'highlight-node-warn',
  'highlight-node-error',
  'highlight-line-success',
  'highlight-line-warn',
  'highlight-line-error',
] as const;
export type HighlightClass = (typeof HIGHLIGHT_CLASSES)[number];
export interface HighlightFlow {
  id: string;
  class: HighlightClass;
  tooltip?: string;
}

/** An approval button a node offers (label shown, prop sent, display on/off). */
export interface ButtonOption {
  label: string;
  prop: string;
  display: boolean;
}

/** A start-form field (the form designer's JSON; rendered by the same code at process start). */
export interface FormFieldOption {
  label: string;
  prop: string;
  type?: string;
  children?: FormFieldOption[];
}

export interface DesignerOptions {
  xml?: string;
  lang: DesignerLang;
  mode: DesignerMode;
  engine: Engine;
  /** start-form fields: the readable / writable table of the form panel lists them */
  form: FormFieldOption[];
  buttons: ButtonOption[];
  userVersion: 'v1' | 'v2';
  lint: boolean;
  minimap: boolean;
  simulation: boolean;
  toolbar: ToolbarItem[];
  flows: HighlightFlow[];
}

export const DEFAULT_BUTTONS: ButtonOption[] = [
  { label: '同意', prop: 'agree', display: true },
  { label: '驳回', prop: 'reject', display: true },
  { label: '退回', prop: 'rollback', display: true },
  { label: '转办', prop: 'transfer', display: false },
  { label: '委派', prop: 'delegate', display: false },
  { label: '加签', prop: 'addSign', display: false },
  { label: '终止', prop: 'terminate', display: false },
];

export const defaultOptions = (): DesignerOptions => ({
  lang: 'zh_CN',
  mode: 'edit',
  engine: 'flowable',
  form: [],
  buttons: DEFAULT_BUTTONS.map((b) => ({ ...b })),
  userVersion: 'v2',
  lint: true,
  minimap: true,
  simulation: true,
  toolbar: [...TOOLBAR_ITEMS],
  flows: [],
});
