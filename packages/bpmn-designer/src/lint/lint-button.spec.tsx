/**
 * The lint button's four states on a real modeler, the switch beside it, and the issue list its
 * click opens, which selects the element an issue is about.
 */
import type Modeler from 'bpmn-js/lib/Modeler';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moddleExtensions } from '../engines/descriptors';
import { bootstrapModeler, get } from '../test/bootstrap';
import lintStates from './fixtures/modeler/lint-states.bpmn?raw';
import { LintButton } from './lint-button';
import { lintModule } from './lint-module';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Shape {
  id: string;
}
interface Modeling {
  updateProperties(element: Shape, properties: Record<string, unknown>): void;
  removeElements(elements: Shape[]): void;
}

let root: Root | undefined;
let host: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  document.querySelectorAll('.ant-popover').forEach((node) => node.remove());
});

async function renderButton(modeler: Modeler, onActiveChange?: (active: boolean) => void) {
  host = document.createElement('div');
  document.body.prepend(host);
  root = createRoot(host);
  await act(async () => root!.render(<LintButton modeler={modeler} onActiveChange={onActiveChange} />));
  return host.querySelector<HTMLButtonElement>('[data-lint-state]')!;
}

const lintSwitch = () => host!.querySelector<HTMLButtonElement>('button[role="switch"][aria-label="校验开关"]')!;

const element = (id: string) => get<{ get(id: string): Shape }>('elementRegistry').get(id);
const stateOf = (button: HTMLElement) => button.getAttribute('data-lint-state');
const click = (target: HTMLElement) => act(async () => target.click());

describe('LintButton', () => {
  it('goes inactive -> error -> warning -> success -> inactive as the switch turns lint on and off and the diagram is fixed', async () => {
    const modeler = await bootstrapModeler(lintStates, { additionalModules: [lintModule], moddleExtensions: moddleExtensions() as never });
    const switched = vi.fn();
    const button = await renderButton(modeler, switched);
    expect(stateOf(button)).toBe('inactive');
    expect(button.textContent).toContain('校验已关闭');
    expect(lintSwitch().getAttribute('aria-checked')).toBe('false');

    await click(lintSwitch());
    await vi.waitFor(() => expect(stateOf(button)).toBe('error'));
    expect(switched).toHaveBeenLastCalledWith(true);
    expect(button.textContent).toContain('1 个错误，1 个警告');

    const modeling = get<Modeling>('modeling');
    await act(async () => modeling.updateProperties(element('Task_1'), { 'flowable:assignee': '${initiator}' }));
    await vi.waitFor(() => expect(stateOf(button)).toBe('warning'));
    expect(button.textContent).toContain('0 个错误，1 个警告');

    // bpmn-js joins the gateway's incoming and outgoing flow when it is removed
    await act(async () => modeling.removeElements([element('Gateway_1')]));
    await vi.waitFor(() => expect(stateOf(button)).toBe('success'));
    expect(button.textContent).toContain('没有问题');

    await click(lintSwitch());
    await vi.waitFor(() => expect(stateOf(button)).toBe('inactive'));
    expect(switched).toHaveBeenLastCalledWith(false);
  });

  it('a click on the red badge lists the issues (lint stays on), and a click on one selects its element', async () => {
    const modeler = await bootstrapModeler(lintStates, { additionalModules: [lintModule], moddleExtensions: moddleExtensions() as never });
    const button = await renderButton(modeler);
    expect(button.disabled).toBe(true);

    await click(lintSwitch());
    await vi.waitFor(() => expect(stateOf(button)).toBe('error'));
    expect(button.textContent).toContain('1 个错误');
    await click(button);
    const items = await vi.waitFor(() => {
      const found = document.querySelectorAll<HTMLElement>('.bus-lint-issue');
      expect(found).toHaveLength(2);
      return found;
    });
    expect(items[0].textContent).toContain('车队长审批');
    expect(items[0].textContent).toContain('用户任务未设置审批人');
    expect(items[1].textContent).toContain('网关多余');

    expect(stateOf(button)).toBe('error');
    expect(lintSwitch().getAttribute('aria-checked')).toBe('true');

    await click(items[0]);
    expect(
      get<{ get(): Shape[] }>('selection')
        .get()
        .map((selected) => selected.id),
    ).toEqual(['Task_1']);
  });
});
