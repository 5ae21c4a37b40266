/**
 * Change functions with more than one effect: multi-instance type changes and clearing, default
 * flows, root definitions with references, id changes, sections per element.
 */
import { afterEach, describe, expect, it } from 'vitest';
import fixture from '../fixtures/panels.bpmn?raw';
import { bootEngine, element, undo, unmountPanel, xmlOf } from '../test-support/mount-panel';
import { conditionChanges, defaultFlowChanges, isDefaultFlow } from './flow';
import { completionExpression, loopSettingChanges, loopTypeChanges, loopTypeOf } from './multi-instance';
import { idChanges } from './node-basic';
import { addDefinition, listDefinitions, removeDefinition, setReference } from './root-definitions';
import { sectionsFor } from './sections';

afterEach(unmountPanel);

describe('multi-instance', () => {
  it('switches between parallel and sequential, and clearing removes the loop and the assignee', async () => {
    const { editor } = await bootEngine(fixture);
    const task = element('Task_1');
    editor.apply(loopTypeChanges(editor, task, 'Parallel'));
    editor.apply(loopTypeChanges(editor, task, 'Sequential'));
    expect(loopTypeOf(task)).toBe('Sequential');
    editor.apply(loopSettingChanges(editor, task, 'completionCondition', completionExpression(60)));
    expect(await xmlOf()).toContain('${nrOfCompletedInstances/nrOfInstances &gt;= 0.6}');
    editor.apply(loopTypeChanges(editor, task, 'none'));
    const xml = await xmlOf();
    expect(xml).not.toContain('multiInstanceLoopCharacteristics');
    expect(xml).not.toContain('flowable:assignee=');
    undo();
    expect(loopTypeOf(task)).toBe('Sequential');
    expect(task.businessObject.get('flowable:assignee')).toBe('${assignee}');
  });

  it('gives a sub process loop characteristics without touching assignees', async () => {
    const { editor } = await bootEngine(fixture);
    editor.apply(loopTypeChanges(editor, element('Sub_1'), 'Parallel'));
    const xml = await xmlOf();
    expect(xml).toMatch(/<bpmn:subProcess id="Sub_1" name="会签子流程">\s*<bpmn:multiInstanceLoopCharacteristics flowable:collection=/);
  });
});

describe('default flow', () => {
  it('marks the flow as the gateway default and drops its condition in one step', async () => {
    const { editor } = await bootEngine(fixture);
    const flow = element('Flow_4');
    editor.apply(conditionChanges(editor, flow, '${days > 3}'));
    editor.apply(defaultFlowChanges(flow, true));
    expect(isDefaultFlow(flow)).toBe(true);
    expect(await xmlOf()).toContain('<bpmn:exclusiveGateway id="Gateway_1" name="天数" default="Flow_4">');
    expect(flow.businessObject.conditionExpression).toBeUndefined();
    undo();
    expect(isDefaultFlow(flow)).toBe(false);
    expect(flow.businessObject.conditionExpression.body).toBe('${days > 3}');
  });
});

describe('root definitions', () => {
  it('adds a signal, refuses an existing id, and deleting clears references in one undo step', async () => {
    const { editor } = await bootEngine(fixture);
    expect(addDefinition(editor, 'signal', 'Signal_Existing', '重复')).toEqual({ error: 'ID：Signal_Existing 已存在' });
    expect(addDefinition(editor, 'signal', 'Task_1', '和任务同名')).toEqual({ error: 'ID：Task_1 已存在' });
    expect(addDefinition(editor, 'signal', '信号', '中文')).toHaveProperty('error');
    const added = addDefinition(editor, 'signal', 'Signal_Approved', '已审批');
    if ('error' in added) throw new Error(added.error);
    editor.apply(added.changes);
    const catchEvent = element('SignalCatch_1');
    const definition = catchEvent.businessObject.eventDefinitions[0];
    editor.apply(setReference(catchEvent, 'signal', definition, added.created));
    expect(await xmlOf()).toContain('<bpmn:signalEventDefinition id="SignalDef_1" signalRef="Signal_Approved" />');
    editor.apply(removeDefinition(editor, 'signal', added.created));
    expect(listDefinitions(editor, 'signal').map((item) => item.id)).toEqual(['Signal_Existing']);
    expect(definition.signalRef).toBeUndefined();
    undo();
    expect(definition.signalRef?.id).toBe('Signal_Approved');
    expect(listDefinitions(editor, 'signal')).toHaveLength(2);
  });
});

describe('node id', () => {
  it('renames, refuses an id in use, and undo restores the old id', async () => {
    const { editor } = await bootEngine(fixture);
    const task = element('Task_1');
    expect(idChanges(editor, task, 'Task_2')).toEqual({ error: 'ID：Task_2 已存在' });
    expect(idChanges(editor, task, '')).toEqual({ error: '节点 ID 不能为空' });
    editor.apply(idChanges(editor, task, 'Task_Manager') as never);
    expect(await xmlOf()).toContain('<bpmn:userTask id="Task_Manager"');
    undo();
    expect(task.id).toBe('Task_1');
  });
});

describe('sections per element', () => {
  it('follows the table of spec 02', async () => {
    await bootEngine(fixture);
    expect(sectionsFor(element('StartEvent_1'))).toEqual(['basic', 'form', 'executionListeners']);
    expect(sectionsFor(element('Task_1'))).toEqual(['basic', 'assignee', 'multiInstance', 'timeout', 'taskListeners', 'form', 'buttons', 'executionListeners']);
    expect(sectionsFor(element('Flow_3'))).toEqual(['basic', 'condition', 'executionListeners']);
    expect(sectionsFor(element('Sub_1'))).toEqual(['basic', 'assignee', 'multiInstance', 'executionListeners']);
    expect(sectionsFor(element('Call_1'))).toEqual(['basic', 'call', 'multiInstance', 'executionListeners']);
    expect(sectionsFor(element('Timer_1'))).toEqual(['basic', 'event', 'executionListeners']);
    expect(sectionsFor(element('End_1'))).toEqual(['basic', 'executionListeners']);
    expect(sectionsFor(element('Note_1'))).toEqual(['basic']);
  });
});
