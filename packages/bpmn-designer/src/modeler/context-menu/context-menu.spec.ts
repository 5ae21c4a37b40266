import { afterEach, describe, expect, it } from 'vitest';
import simple from '../../fixtures/simple.bpmn?raw';
import { bootstrapModeler, get } from '../../test/bootstrap';
import { contextMenuModule } from '.';

interface Shape {
  id: string;
  type: string;
  x: number;
  y: number;
  businessObject: { name?: string };
}

const registry = () => get<{ get(id: string): Shape | undefined; getAll(): Shape[]; getGraphics(id: string): SVGElement }>('elementRegistry');
const menu = () => document.querySelector('.bus-context-menu');
const items = () => [...document.querySelectorAll<HTMLElement>('.bus-context-menu-item')];
const item = (label: string) => items().find((entry) => entry.textContent === label);

function rightClick(target: Element, clientX: number, clientY: number) {
  target.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX, clientY, button: 2 }));
}

function rightClickElement(id: string) {
  const box = registry().getGraphics(id).getBoundingClientRect();
  rightClick(registry().getGraphics(id), box.left + box.width / 2, box.top + box.height / 2);
}

afterEach(() => get<{ close(): void }>('contextMenu').close());

describe('right-click menu', () => {
  it('offers the context pad actions of an element and runs them', async () => {
    await bootstrapModeler(simple, { additionalModules: [contextMenuModule] });
    rightClickElement('Task_1');
    expect(menu()).not.toBeNull();
    const labels = items().map((entry) => entry.textContent);
    expect(labels).toEqual(expect.arrayContaining(['追加任务', '更改类型', '删除']));

    item('删除')!.click();
    expect(registry().get('Task_1')).toBeUndefined();
    expect(menu()).toBeNull();
    get<{ undo(): void }>('commandStack').undo();
    expect(registry().get('Task_1')).toBeDefined();
  });

  it('appends a task after the element', async () => {
    await bootstrapModeler(simple, { additionalModules: [contextMenuModule] });
    const before = registry()
      .getAll()
      .filter((shape) => shape.type === 'bpmn:Task').length;
    rightClickElement('Task_1');
    item('追加任务')!.click();
    expect(
      registry()
        .getAll()
        .filter((shape) => shape.type === 'bpmn:Task'),
    ).toHaveLength(before + 1);
  });

  it('on the empty canvas creates elements where it was clicked, and cannot paste an empty clipboard', async () => {
    await bootstrapModeler(simple, { additionalModules: [contextMenuModule] });
    const svg = document.querySelector('[data-test-canvas] svg')!;
    const box = svg.getBoundingClientRect();
    rightClick(svg, box.left + 600, box.top + 400);
    expect(items().map((entry) => entry.textContent)).toEqual(['创建开始事件', '创建用户任务', '创建排他网关', '创建结束事件', '粘贴', '适应画布']);
    expect(item('粘贴')!.classList.contains('disabled')).toBe(true);

    item('创建用户任务')!.click();
    const created = registry()
      .getAll()
      .find((shape) => shape.type === 'bpmn:UserTask' && shape.id !== 'Task_1')!;
    const { x, y, scale } = get<{ viewbox(): { x: number; y: number; scale: number } }>('canvas').viewbox();
    expect(created.x + 50).toBeCloseTo(600 / scale + x, -1);
    expect(created.y + 40).toBeCloseTo(400 / scale + y, -1);
  });

  it('closes on Escape', async () => {
    await bootstrapModeler(simple, { additionalModules: [contextMenuModule] });
    rightClickElement('Task_1');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(menu()).toBeNull();
  });
});
