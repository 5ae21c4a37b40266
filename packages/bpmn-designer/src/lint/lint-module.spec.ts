/**
 * The lint module in a modeler: our rules drive bpmn-js-bpmnlint's overlays, follow edits and
 * undo, take the start form from the designer, and the library's own button stays hidden.
 */
import { describe, expect, it, vi } from 'vitest';
import { moddleExtensions } from '../engines/descriptors';
import { bootstrapModeler, get } from '../test/bootstrap';
import lintStates from './fixtures/modeler/lint-states.bpmn?raw';
import type { DesignerLint, Linting } from './lint-module';
import { lintModule } from './lint-module';

interface Modeling {
  updateProperties(element: unknown, properties: Record<string, unknown>): void;
}
interface Registry {
  get(id: string): unknown;
}

const boot = () => bootstrapModeler(lintStates, { additionalModules: [lintModule], moddleExtensions: moddleExtensions() as never });

const overlayOf = (id: string) => document.querySelector(`.djs-overlays[data-container-id="${id}"] .bjsl-overlay`);

describe('lintModule', () => {
  it('marks the user task without assignee as an error and the superfluous gateway as a warning', async () => {
    await boot();
    get<Linting>('linting').toggle(true);
    await vi.waitFor(() => expect(overlayOf('Task_1')?.querySelector('.bjsl-icon-error')).toBeTruthy());
    expect(overlayOf('Task_1')!.textContent).toContain('用户任务未设置审批人');
    expect(overlayOf('Gateway_1')?.querySelector('.bjsl-icon-warning')).toBeTruthy();
    expect(overlayOf('Gateway_1')!.textContent).toContain('网关多余');
  });

  it('clears the error when an assignee is set and brings it back on undo', async () => {
    await boot();
    get<Linting>('linting').toggle(true);
    await vi.waitFor(() => expect(overlayOf('Task_1')).toBeTruthy());
    get<Modeling>('modeling').updateProperties(get<Registry>('elementRegistry').get('Task_1'), { 'flowable:assignee': '${initiator}' });
    await vi.waitFor(() => expect(overlayOf('Task_1')).toBeNull());
    get<{ undo(): void }>('commandStack').undo();
    await vi.waitFor(() => expect(overlayOf('Task_1')?.textContent).toContain('用户任务未设置审批人'));
  });

  it('shows no overlays while inactive, and hides the library’s own button', async () => {
    await boot();
    const linting = get<Linting>('linting');
    expect(linting.isActive()).toBe(false);
    // the lint runs asynchronously and announces its end: the check runs after it, not after a sleep
    const completed = new Promise((resolve) =>
      get<{ once(event: string, callback: (event: unknown) => void): void }>('eventBus').once('linting.completed', resolve),
    );
    linting.update();
    await completed;
    expect(document.querySelectorAll('.bjsl-overlay')).toHaveLength(0);
    const libraryButton = document.querySelector('.bjsl-button');
    expect(libraryButton && getComputedStyle(libraryButton).display).toBe('none');
  });

  it('checks field permissions against the form the designer sets', async () => {
    await boot();
    const lint = get<DesignerLint>('designerLint');
    get<Linting>('linting').toggle(true);
    expect(lint.check().errors.map((issue) => issue.rule)).toEqual(['bus/user-task-assignee']);

    lint.setForm([{ label: '目的地', prop: 'destination' }]);
    expect(lint.check().errors.map((issue) => issue.message)).toContain('字段权限「用车事由」对应的表单字段已不存在');
    await vi.waitFor(() => expect(overlayOf('Task_1')?.textContent).toContain('字段权限「用车事由」对应的表单字段已不存在'));

    lint.setForm([{ label: '用车事由', prop: 'reason' }]);
    await vi.waitFor(() => expect(overlayOf('Task_1')?.textContent).not.toContain('字段权限'));
    expect(lint.check()).toMatchObject({
      errors: [{ id: 'Task_1', rule: 'bus/user-task-assignee' }],
      warnings: [{ id: 'Gateway_1', rule: 'superfluous-gateway' }],
    });
  });
});
