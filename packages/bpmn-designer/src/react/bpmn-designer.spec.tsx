import { createRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import simple from '../fixtures/simple.bpmn?raw';
import { createNewDiagramXml } from '../modeler/new-diagram';
import '../styles.css';
import { BpmnDesigner } from './bpmn-designer';
import type { BpmnDesignerHandle, BpmnDesignerProps } from './designer-props';

interface Shape {
  id: string;
  type: string;
  businessObject: { name?: string };
}

let root: Root | undefined;
let host: HTMLElement | undefined;

afterEach(() => {
  root?.unmount();
  host?.remove();
  document.querySelectorAll('.ant-modal-root, .ant-message, .ant-drawer').forEach((node) => node.remove());
});

async function mount(props: BpmnDesignerProps, width = 1300) {
  host = document.createElement('div');
  host.style.cssText = `width: ${width}px; height: 700px`;
  document.body.appendChild(host);
  const ref = createRef<BpmnDesignerHandle>();
  root = createRoot(host);
  root.render(<BpmnDesigner ref={ref} height={700} {...props} />);
  await vi.waitFor(() => expect(shapes().length).toBeGreaterThan(0));
  // the shell has rendered with the diagram loaded: its toolbar acts on it (a click before is a no-op)
  await vi.waitFor(() => expect(host!.querySelector('.bus-designer[data-ready]')).not.toBeNull(), { timeout: 10_000 });
  return ref;
  function shapes() {
    return ref.current?.getModeler()?.get<{ getAll(): Shape[] }>('elementRegistry').getAll() ?? [];
  }
}

const registryOf = (ref: React.RefObject<BpmnDesignerHandle | null>) =>
  ref.current!.getModeler()!.get<{ get(id: string): Shape | undefined; getAll(): Shape[] }>('elementRegistry');
const toolbarItems = () => [...host!.querySelectorAll<HTMLButtonElement>('[data-toolbar-item]')];
const toolbarButton = (item: string) => host!.querySelector<HTMLButtonElement>(`[data-toolbar-item="${item}"]`)!;
const bodyText = () => document.body.textContent ?? '';

/** The element once it is in the page (drawers and dropdowns render later, in portals). */
function appeared<T extends Element = HTMLElement>(selector: string): Promise<T> {
  return vi.waitFor(() => {
    const found = document.querySelector<T & Element>(selector);
    if (!found) throw new Error(`${selector} not shown`);
    return found;
  });
}

describe('BpmnDesigner', () => {
  it('shows the toolbar items options.toolbar lists, in the spec order', async () => {
    await mount({ xml: simple, options: { toolbar: ['redo', 'fit', 'undo', 'previewXml'] } });
    expect(toolbarItems().map((button) => button.dataset.toolbarItem)).toEqual(['fit', 'undo', 'redo', 'previewXml']);
    expect(toolbarButton('create')).toBeNull();
  });

  it('shows every item by default, and 保存 only when onSave is given', async () => {
    await mount({ xml: simple });
    expect(toolbarItems()).toHaveLength(12);
    expect(host!.querySelector('[data-testid="designer-save"]')).toBeNull();
  });

  it('asks before creating a new diagram, then opens 开始 -> 审批 -> 结束 with no approver chosen yet', async () => {
    const ref = await mount({ xml: simple });
    toolbarButton('create').click();
    await vi.waitFor(() => expect(bodyText()).toContain('确定要新建流程图吗？'));
    expect(registryOf(ref).get('Task_1')).toBeDefined();

    document.querySelector<HTMLButtonElement>('.ant-modal-confirm .ant-btn-primary')!.click();
    await vi.waitFor(() => expect(registryOf(ref).get('Task_1')).toBeUndefined());
    const tasks = registryOf(ref)
      .getAll()
      .filter((shape) => shape.type === 'bpmn:UserTask');
    expect(tasks.map((task) => task.businessObject.name)).toEqual(['审批']);
    // nobody yet, least of all the applicant: the designer chooses (lint says so until then)
    expect(await ref.current!.getXml()).not.toContain('assignee');
    await vi.waitFor(() => expect(host!.querySelector('[data-lint-state]')!.getAttribute('data-lint-state')).toBe('error'));
  });

  it('undoes and redoes an edit from the toolbar', async () => {
    const ref = await mount({ xml: simple });
    expect(toolbarButton('undo').disabled).toBe(true);
    const modeling = ref.current!.getModeler()!.get<{ updateLabel(element: unknown, text: string): void }>('modeling');
    modeling.updateLabel(registryOf(ref).get('Task_1'), '车队长审批');
    await vi.waitFor(() => expect(toolbarButton('undo').disabled).toBe(false));

    toolbarButton('undo').click();
    expect(registryOf(ref).get('Task_1')!.businessObject.name).toBe('部门经理审批');
    await vi.waitFor(() => expect(toolbarButton('redo').disabled).toBe(false));
    toolbarButton('redo').click();
    expect(registryOf(ref).get('Task_1')!.businessObject.name).toBe('车队长审批');
  });

  it('saves a diagram with lint errors only as a draft the user agreed to, even with checking switched off', async () => {
    const onSave = vi.fn();
    await mount({ xml: simple, onSave, options: { lint: false } });
    expect(host!.querySelector('[data-lint-state]')!.getAttribute('data-lint-state')).toBe('inactive');
    const save = host!.querySelector<HTMLButtonElement>('[data-testid="designer-save"]')!;

    save.click();
    const asked = await appeared('[data-testid="designer-draft-confirm"]');
    expect(document.querySelector('.ant-modal-confirm-title')!.textContent).toBe('模型有 1 个错误');
    expect(asked.textContent).toContain('用户任务未设置审批人（Task_1）');
    expect(asked.textContent).toContain('有错误的模型只能保存为草稿，草稿不能部署。');
    document.querySelector<HTMLButtonElement>('.ant-modal-confirm .ant-btn:not(.ant-btn-primary)')!.click();
    await vi.waitFor(() => expect(document.querySelector('[data-testid="designer-draft-confirm"]')).toBeNull());
    expect(onSave).not.toHaveBeenCalled();

    save.click();
    await appeared('[data-testid="designer-draft-confirm"]');
    document.querySelector<HTMLButtonElement>('.ant-modal-confirm .ant-btn-primary')!.click();
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.lastCall![0]).toMatchObject({ draft: true, processKey: expect.any(String) });
    expect(onSave.mock.lastCall![0].xml).toContain('Task_1');
  });

  it('saves a diagram without errors at once, not as a draft', async () => {
    const onSave = vi.fn();
    const ref = await mount({ xml: simple, onSave });
    const modeling = ref.current!.getModeler()!.get<{ updateProperties(element: unknown, properties: Record<string, unknown>): void }>('modeling');
    modeling.updateProperties(registryOf(ref).get('Task_1'), { 'flowable:assignee': '${INITIATOR}' });
    host!.querySelector<HTMLButtonElement>('[data-testid="designer-save"]')!.click();
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.lastCall![0].draft).toBe(false);
    expect(document.querySelector('[data-testid="designer-draft-confirm"]')).toBeNull();
  });

  it('tells the page of edits and of their undo, not of the diagram it opened', async () => {
    const onChange = vi.fn();
    const ref = await mount({ xml: simple, onChange });
    expect(onChange).not.toHaveBeenCalled();
    const modeling = ref.current!.getModeler()!.get<{ updateLabel(element: unknown, text: string): void }>('modeling');
    modeling.updateLabel(registryOf(ref).get('Task_1'), '车队长审批');
    expect(onChange).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(toolbarButton('undo').disabled).toBe(false));
    toolbarButton('undo').click();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('opens with the minimap closed: its tab opens it', async () => {
    await mount({ xml: simple });
    const minimap = host!.querySelector<HTMLElement>('.djs-minimap')!;
    expect(minimap.classList.contains('open')).toBe(false);
    minimap.querySelector<HTMLElement>('.toggle')!.click();
    expect(minimap.classList.contains('open')).toBe(true);
  });

  it('at phone width gives the canvas the whole width and shows the property panel in a drawer', async () => {
    await mount({ xml: simple }, 390);
    await vi.waitFor(() => expect(host!.querySelector('.bus-designer-narrow')).not.toBeNull());
    expect(host!.querySelector('.bus-designer-side')).toBeNull();
    const canvas = host!.querySelector<HTMLElement>('[data-testid="designer-canvas"]')!;
    expect(canvas.getBoundingClientRect().width).toBeGreaterThan(380);
    host!.querySelector<HTMLButtonElement>('[data-testid="designer-properties"]')!.click();
    const drawer = await appeared('.bus-designer-panel-drawer');
    await vi.waitFor(() => expect(drawer.textContent).toContain('流程'));
  });

  it('refuses to hand out the XML while lint shows errors', async () => {
    // simple.bpmn's user task has no assignee: an error of our approval rules
    await mount({ xml: simple });
    toolbarButton('getXml').click();
    await vi.waitFor(() => expect(bodyText()).toContain('模型存在错误，请先处理'));
    expect(document.querySelector('[data-testid="xml-preview"]')).toBeNull();
  });

  it('in view mode shows the diagram read-only with a flow highlighted and its tooltip', async () => {
    await mount({ xml: simple, options: { mode: 'view', flows: [{ id: 'Flow_1', class: 'highlight-line-success', tooltip: '已同意' }] } });
    const flow = await vi.waitFor(() => {
      const found = host!.querySelector('[data-testid="designer-viewer"] [data-element-id="Flow_1"]');
      expect(found?.classList.contains('highlight-line-success')).toBe(true);
      return found!;
    });
    expect(getComputedStyle(flow.querySelector('.djs-visual > path')!).stroke).toBe('rgb(82, 196, 26)');
    expect(host!.querySelector('.bus-designer-side')).toBeNull();
    expect(toolbarButton('undo')).toBeNull();

    flow.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    await vi.waitFor(() => expect(host!.querySelector('.bus-highlight-tooltip')?.textContent).toBe('已同意'));
  });

  it('switches the engine from the configuration drawer as one undoable step, and speaks English', async () => {
    const ref = await mount({});
    // the approval of the new diagram given to a user, in the engine's attribute
    const modeling = ref.current!.getModeler()!.get<{ updateProperties(element: unknown, properties: Record<string, unknown>): void }>('modeling');
    modeling.updateProperties(registryOf(ref).get('Task_approve'), { 'flowable:assignee': '${INITIATOR}' });
    expect(await ref.current!.getXml()).toContain('flowable:assignee="${INITIATOR}"');
    host!.querySelector<HTMLButtonElement>('[data-testid="designer-settings"]')!.click();
    const select = await appeared('.bus-config-drawer .ant-select-selector');
    select.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    // engines by their products' names; the XML keeps the stored ones
    (await appeared('.ant-select-item-option[title="Camunda"]')).click();
    await vi.waitFor(async () => expect(await ref.current!.getXml()).toContain('camunda:assignee="${INITIATOR}"'));
    expect(await ref.current!.getXml()).not.toContain('flowable:');

    await vi.waitFor(() => expect(toolbarButton('undo').disabled).toBe(false));
    toolbarButton('undo').click();
    expect(await ref.current!.getXml()).toContain('flowable:assignee="${INITIATOR}"');
    await vi.waitFor(() => expect(document.querySelector('.bus-config-drawer .ant-select-selection-item')?.textContent).toBe('Flowable'));

    [...document.querySelectorAll<HTMLInputElement>('.bus-config-drawer input[type="radio"]')].find((input) => input.value === 'en_US')!.click();
    await vi.waitFor(() => expect(toolbarButton('create').getAttribute('aria-label')).toBe('New'));
  });

  it('keeps zooming within 0.2 and 4', async () => {
    const ref = await mount({ xml: simple });
    const canvas = ref.current!.getModeler()!.get<{ zoom(): number }>('canvas');
    for (let step = 0; step < 30; step++) toolbarButton('zoomIn').click();
    expect(canvas.zoom()).toBeCloseTo(4, 5);
    for (let step = 0; step < 60; step++) toolbarButton('zoomOut').click();
    expect(canvas.zoom()).toBeCloseTo(0.2, 5);
  });

  it('imports pasted XML from the drawer, and keeps the diagram when the XML is broken', async () => {
    const ref = await mount({ xml: simple });
    toolbarButton('importXml').click();
    const textarea = await appeared<HTMLTextAreaElement>('[data-testid="import-xml"]');
    const type = (value: string) => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(textarea, value);
      textarea.dispatchEvent(new Event('input', { bubbles: true }));
    };
    type('<bpmn:definitions');
    (await appeared('[data-testid="import-submit"]')).click();
    await vi.waitFor(() => expect(bodyText()).toContain('导入失败：'));
    expect(registryOf(ref).get('Task_1')).toBeDefined();

    type(createNewDiagramXml({ processId: 'process_pasted' }));
    document.querySelector<HTMLElement>('[data-testid="import-submit"]')!.click();
    await vi.waitFor(() => expect(registryOf(ref).get('process_pasted')).toBeDefined());
    expect(registryOf(ref).get('Task_1')).toBeUndefined();
  });

  it('opening a diagram of another engine detects it and declares its attributes', async () => {
    const ref = await mount({ xml: simple });
    await ref.current!.importXml(createNewDiagramXml({ engine: 'camunda' }));
    await vi.waitFor(() => expect(registryOf(ref).get('Task_approve')).toBeDefined());
    const task = registryOf(ref).get('Task_approve')!.businessObject as unknown as {
      $descriptor: { propertiesByName: Record<string, unknown> };
      get(name: string): unknown;
    };
    expect(task.$descriptor.propertiesByName['camunda:assignee']).toBeDefined();
    expect(task.get('camunda:assignee')).toBeUndefined();
  });

  it('downloads the XML and the SVG under the process key', async () => {
    await mount({ xml: simple });
    const files: Array<{ name: string; blob: Blob }> = [];
    const created = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => `blob:${files.push({ name: '', blob: blob as Blob })}`);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files[files.length - 1].name = this.download;
    });
    try {
      toolbarButton('downloadXml').click();
      await vi.waitFor(() => expect(files).toHaveLength(1));
      toolbarButton('downloadSvg').click();
      await vi.waitFor(() => expect(files).toHaveLength(2));
      expect(files.map((file) => file.name)).toEqual(['process_simple.bpmn', 'process_simple.svg']);
      expect(await files[0].blob.text()).toContain('<bpmn:process id="process_simple" name="请假审批"');
      expect(await files[1].blob.text()).toContain('<svg');
    } finally {
      created.mockRestore();
      clicked.mockRestore();
    }
  });
});
