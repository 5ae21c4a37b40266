import type Modeler from 'bpmn-js/lib/Modeler';
import { beforeEach, describe, expect, it } from 'vitest';
import { bootstrapModeler, get, xmlOf } from '../test/bootstrap';
import { moddleExtensions } from './descriptors';
import { engineModule, switchEngine } from './engine-module';
import { engineOf } from './engine-of';
import approval from './fixtures/approval-flowable.bpmn?raw';
import type { ModdleObject } from './moddle-tree';
import { summarize } from './spec-support';

interface CommandStack {
  undo(): void;
  redo(): void;
  canUndo(): boolean;
}

let modeler: Modeler;
const definitions = () => modeler.getDefinitions() as unknown as ModdleObject;
const commandStack = () => get<CommandStack>('commandStack');
const businessObject = (id: string) => get<{ get(id: string): { businessObject: ModdleObject } }>('elementRegistry').get(id).businessObject;
const extensions = (id: string, type: string) =>
  ((businessObject(id).extensionElements as { values: ModdleObject[] } | undefined)?.values ?? []).filter((value) => value.$type === type);

beforeEach(async () => {
  modeler = await bootstrapModeler(approval, { additionalModules: [engineModule], moddleExtensions: moddleExtensions('flowable') });
});

describe('switching engine', () => {
  it('flowable -> camunda -> activiti -> flowable keeps every property', async () => {
    const original = summarize(definitions());

    expect(switchEngine(modeler, 'camunda')).toBe(true);
    const camundaXml = await xmlOf();
    expect(camundaXml).not.toContain('flowable');
    expect(camundaXml).toContain('xmlns:camunda="http://camunda.org/schema/1.0/bpmn"');
    expect(engineOf(definitions())).toBe('camunda');

    // what a designer looks for after the switch, in the new namespace
    const task = businessObject('Task_1');
    expect(task.get('camunda:assignee')).toBe('${assignee}');
    const listener = extensions('Task_1', 'camunda:TaskListener')[0];
    expect((listener.fields as ModdleObject[]).map((field) => field.name)).toEqual(['channel', 'target']);
    expect((listener.fields as ModdleObject[])[1].expression).toBe('${applyUser}');
    const loop = task.loopCharacteristics as ModdleObject;
    expect(loop.get('camunda:collection')).toBe('${multiInstanceHandler.getUserIds(execution)}');
    expect(loop.get('camunda:elementVariable')).toBe('assignee');
    const formField = extensions('Task_1', 'camunda:FormField')[0];
    expect([formField.prop, (formField.children as ModdleObject[])[0].prop]).toEqual(['info', 'days']);
    expect(extensions('process_leave', 'camunda:Serial')[0].get('prefix')).toBe('QJ');
    expect(extensions('Task_1', 'camunda:Button').map((button) => button.get('prop'))).toEqual(['agree', 'reject']);

    switchEngine(modeler, 'activiti');
    expect(await xmlOf()).toContain('activiti:assignee="${assignee}"');
    expect(engineOf(definitions())).toBe('activiti');
    switchEngine(modeler, 'flowable');
    expect(engineOf(definitions())).toBe('flowable');
    expect(summarize(definitions())).toEqual(original);
  });

  it('is one command: undo restores the XML exactly, redo switches again', async () => {
    const before = await xmlOf();
    switchEngine(modeler, 'camunda');
    const after = await xmlOf();
    commandStack().undo();
    expect(await xmlOf()).toBe(before);
    expect(commandStack().canUndo()).toBe(false);
    commandStack().redo();
    expect(await xmlOf()).toBe(after);
  });

  it('edits made after a switch survive undoing and redoing both', async () => {
    switchEngine(modeler, 'camunda');
    const listener = extensions('Task_1', 'camunda:TaskListener')[0];
    const element = get<{ get(id: string): unknown }>('elementRegistry').get('Task_1');
    get<{ updateModdleProperties(element: unknown, moddle: unknown, props: object): void }>('modeling').updateModdleProperties(element, listener, {
      event: 'complete',
    });
    const edited = await xmlOf();
    commandStack().undo();
    commandStack().undo();
    expect(await xmlOf()).toContain('flowable:taskListener class="com.bus.Notify" event="create"');
    commandStack().redo();
    commandStack().redo();
    expect(await xmlOf()).toBe(edited);
    expect(edited).toContain('camunda:taskListener class="com.bus.Notify" event="complete"');
  });

  it('writes XML that a camunda modeler reads without a warning', async () => {
    switchEngine(modeler, 'camunda');
    const expected = summarize(definitions());
    const reread = await bootstrapModeler(await xmlOf(), { moddleExtensions: moddleExtensions('camunda') });
    expect(summarize(reread.getDefinitions() as unknown as ModdleObject)).toEqual(expected);
  });

  it('does nothing when the diagram is already written for the engine', () => {
    expect(switchEngine(modeler, 'flowable')).toBe(false);
    expect(commandStack().canUndo()).toBe(false);
  });
});
