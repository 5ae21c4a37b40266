import { describe, expect, it } from 'vitest';
import simple from '../fixtures/simple.bpmn?raw';
import { bootstrapModeler, get, xmlOf } from './bootstrap';

describe('spec helper', () => {
  it('boots a modeler in Chromium, edits through modeling and undoes', async () => {
    await bootstrapModeler(simple);
    const registry = get<{ get(id: string): { businessObject: { name?: string } } }>('elementRegistry');
    const modeling = get<{ updateLabel(element: unknown, text: string): void }>('modeling');
    const task = registry.get('Task_1');
    modeling.updateLabel(task, '车队长审批');
    expect(await xmlOf()).toContain('name="车队长审批"');
    get<{ undo(): void }>('commandStack').undo();
    expect(task.businessObject.name).toBe('部门经理审批');
  });
});
