/**
 * Spec helpers of the panels: boot a modeler with the engine descriptors and the panel commands,
 * render <PropertiesPanel> beside it with react-dom/client, select elements, read the XML.
 */
import { ConfigProvider } from 'antd';
import type Modeler from 'bpmn-js/lib/Modeler';
import { expect } from 'vitest';
import { page, type Locator } from 'vitest/browser';
import { createRoot, type Root } from 'react-dom/client';
import { moddleExtensions } from '../../engines/descriptors';
import { defaultOptions, type DesignerOptions, type Engine } from '../../options';
import type { DesignerServices } from '../../react/designer-props';
import { bootstrapModeler, get, xmlOf } from '../../test/bootstrap';
import { createEditor, panelsModule, type Editor } from '../core/commands';
import type { DiagramElement } from '../core/model';
import { PropertiesPanel } from '../properties-panel';

let root: Root | undefined;
let host: HTMLElement | undefined;

export function unmountPanel() {
  root?.unmount();
  host?.remove();
  root = undefined;
  host = undefined;
}

/** A modeler whose declared extension attributes are those of `engine` (A's moddleExtensions). */
export async function bootEngine(xml: string, engine: Engine = 'flowable'): Promise<{ modeler: Modeler; editor: Editor }> {
  const modeler = await bootstrapModeler(xml, { additionalModules: [panelsModule], moddleExtensions: moddleExtensions(engine) as never, width: 900 });
  return { modeler, editor: createEditor(modeler, engine) };
}

export interface MountOptions {
  engine?: Engine;
  options?: Partial<DesignerOptions>;
  services?: DesignerServices;
  /** an element id to select before rendering */
  select?: string;
}

export async function mountPanel(xml: string, mount: MountOptions = {}) {
  unmountPanel();
  const engine = mount.engine ?? 'flowable';
  const { modeler, editor } = await bootEngine(xml, engine);
  if (mount.select) selectElements(mount.select);
  host = document.createElement('div');
  host.style.height = '900px';
  document.body.appendChild(host);
  root = createRoot(host);
  // without animations drawers and dialogs open and close at once: the specs wait for what users see, not for motion
  root.render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <PropertiesPanel modeler={modeler} engine={engine} options={{ ...defaultOptions(), engine, ...mount.options }} services={mount.services} />
    </ConfigProvider>,
  );
  return { modeler, editor, host };
}

export const element = (id: string): DiagramElement => {
  const found = get<{ get(id: string): DiagramElement | undefined }>('elementRegistry').get(id);
  if (!found) throw new Error(`no element ${id}`);
  return found;
};

export function selectElements(...ids: string[]) {
  get<{ select(elements: DiagramElement[]): void }>('selection').select(ids.map(element));
}

export const undo = () => get<{ undo(): void }>('commandStack').undo();
export const redo = () => get<{ redo(): void }>('commandStack').redo();

/** The texts of the options of the open antd Select dropdown. */
export const openOptions = (): string[] =>
  [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map((option) => option.textContent ?? '');

/** An option (Select) or tree node (TreeSelect) of the open dropdown, by its title. */
export function visibleOption(title: string): HTMLElement | undefined {
  const candidates = document.querySelectorAll<HTMLElement>(
    '.ant-select-dropdown:not(.ant-select-dropdown-hidden) :is(.ant-select-item-option, .ant-select-tree-node-content-wrapper)',
  );
  return [...candidates].find((candidate) => candidate.getAttribute('title') === title);
}

export const isOptionDisabled = (title: string): boolean =>
  !!visibleOption(title)?.closest('.ant-select-item-option-disabled, .ant-select-tree-treenode-disabled');

export async function pickOption(title: string) {
  await expect.poll(() => visibleOption(title), { message: `option ${title}` }).toBeTruthy();
  await page.elementLocator(visibleOption(title)!).click();
}

/** Opens an antd Select from its input (the shown value covers the input, so click the selector box). */
export async function openSelect(input: Locator) {
  const selector = (await input.findElement()).closest('.ant-select')?.querySelector('.ant-select-selector');
  if (!selector) throw new Error('not an antd Select');
  await page.elementLocator(selector).click();
}

/** Leaves the focused input: the panel's text inputs write on blur. */
export const blurActive = () => (document.activeElement as HTMLElement | null)?.blur();

export { xmlOf };
