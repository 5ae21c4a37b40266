/**
 * Every panel write lands in the engine's namespace (flowable, camunda, activiti), and one undo
 * puts the XML back as it was. Driven through the same change functions the React sections call.
 */
import { afterEach, describe, expect, it } from 'vitest';
import fixture from '../fixtures/panels.bpmn?raw';
import { ENGINES, type Engine } from '../../options';
import { bootEngine, element, undo, unmountPanel, xmlOf } from '../test-support/mount-panel';
import { buttonChanges } from './buttons';
import { calledElementChanges, callFlagChanges } from './call-activity';
import { createEditor, type Editor } from './commands';
import { copyUserChanges, fieldPermissionChanges, hideChanges, indepFormSummaryChanges, textAttributeChanges } from './form';
import { listenerChanges } from './listeners';
import { loopTypeChanges } from './multi-instance';
import { backToRejecterChanges, rollbackNodeChanges } from './node-basic';
import { assigneeChanges } from './personnel';
import { processChange, processOf } from './process';
import { terminateAllChanges } from './event-definitions';
import { serialRuleChanges } from './serial';
import type { Change } from './model';

afterEach(unmountPanel);

/** Applies, checks the XML holds every snippet, undoes and checks the XML is back to the start. */
async function writesAndUndoes(editor: Editor, changes: Change[], snippets: string[]) {
  const before = await xmlOf();
  editor.apply(changes);
  const after = await xmlOf();
  for (const snippet of snippets) expect(after).toContain(snippet);
  undo();
  expect(await xmlOf()).toBe(before);
}

describe.each(ENGINES)('panel writes for %s', (engine: Engine) => {
  const p = engine;

  it('assignees as Assignee extension elements', async () => {
    const { editor } = await bootEngine(fixture, engine);
    await writesAndUndoes(editor, assigneeChanges(editor, element('Task_1'), [{ type: 'user', value: 'u1,u2', text: '张三,李四' }]), [
      `<${p}:assignee type="user" value="u1,u2" text="张三,李四" />`,
    ]);
  });

  it('multi-instance with the assignee variable in one undo step', async () => {
    const { editor } = await bootEngine(fixture, engine);
    await writesAndUndoes(editor, loopTypeChanges(editor, element('Task_1'), 'Parallel'), [
      `${p}:assignee="\${assignee}"`,
      `${p}:collection="\${multiInstanceHandler.getUserIds(execution)}"`,
      `${p}:elementVariable="assignee"`,
      '${nrOfCompletedInstances/nrOfInstances &gt;= 1}',
    ]);
  });

  it('form attributes, hide switches, field permissions and copy users', async () => {
    const { editor } = await bootEngine(fixture, engine);
    const task = element('Task_1');
    await writesAndUndoes(editor, textAttributeChanges(editor, task, 'exFormKey', 'leave'), [`${p}:exFormKey="leave"`]);
    await writesAndUndoes(editor, indepFormSummaryChanges(editor, task, true), [`${p}:indepFormSummary="1"`]);
    await writesAndUndoes(editor, hideChanges(editor, task, 'hideAttachment', true), [`${p}:hideAttachment="true"`]);
    await writesAndUndoes(editor, fieldPermissionChanges(editor, task, [{ path: 'days', label: '天数', prop: 'days', readable: true, writable: false }]), [
      `<${p}:formField label="天数" prop="days" readable="true" writable="false" />`,
    ]);
    await writesAndUndoes(editor, copyUserChanges(editor, task, { ids: ['u1', 'u3'], names: ['张三', '王五'] }), [
      `<${p}:copyUser value="u1,u3" text="张三,王五" />`,
    ]);
  });

  it('buttons, rollback node and back-to-rejecter', async () => {
    const { editor } = await bootEngine(fixture, engine);
    const task = element('Task_2');
    await writesAndUndoes(editor, buttonChanges(editor, task, [{ label: '同意', prop: 'agree', display: true }]), [
      `<${p}:button label="同意" prop="agree" display="true" />`,
    ]);
    await writesAndUndoes(editor, rollbackNodeChanges(editor, task, 'Task_1'), [`${p}:rollbackNode="Task_1"`]);
    await writesAndUndoes(editor, backToRejecterChanges(editor, task, false), [`${p}:backToRejecter="false"`]);
  });

  it('listeners with injected fields', async () => {
    const { editor } = await bootEngine(fixture, engine);
    await writesAndUndoes(
      editor,
      listenerChanges(editor, element('Task_1'), 'TaskListener', undefined, {
        event: 'create',
        type: 'class',
        value: 'com.bus.NotifyListener',
        fields: [
          { name: 'channel', type: 'string', value: 'sms' },
          { name: 'to', type: 'expression', value: '${initiator}' },
        ],
      }),
      [
        `<${p}:taskListener class="com.bus.NotifyListener" event="create">`,
        `<${p}:field name="channel">`,
        `<${p}:string>sms</${p}:string>`,
        `<${p}:expression>\${initiator}</${p}:expression>`,
      ],
    );
  });

  it('process attributes and the serial rule', async () => {
    const { editor } = await bootEngine(fixture, engine);
    const root = editor.rootElement();
    const process = processOf(root)!;
    await writesAndUndoes(editor, [processChange(root, process, { [editor.ext('rollbackNode')]: 'Task_1' })], [`${p}:rollbackNode="Task_1"`]);
    await writesAndUndoes(
      editor,
      serialRuleChanges(editor, root, process, {
        name: '请假单',
        prefix: 'QJ',
        dateFormat: 'yyyyMMdd',
        suffixLength: 4,
        startSequence: 12,
        connector: '-',
        cycle: 'day',
      }),
      [`<${p}:serial name="请假单" prefix="QJ" dateFormat="yyyyMMdd" suffixLength="4" startSequence="12" connector="-" cycle="day" />`],
    );
  });

  it('call activity and terminate end', async () => {
    const { editor } = await bootEngine(fixture, engine);
    const call = element('Call_1');
    await writesAndUndoes(editor, calledElementChanges(editor, call, 'process_child'), ['calledElement="process_child"', `${p}:calledElementType="key"`]);
    await writesAndUndoes(editor, callFlagChanges(editor, call, 'inheritVariables', true), [`${p}:inheritVariables="true"`]);
    const end = element('TerminateEnd_1');
    await writesAndUndoes(editor, terminateAllChanges(editor, end, end.businessObject.eventDefinitions[0], true), [`${p}:terminateAll="true"`]);
  });
});

describe('an engine other than the one the modeler declares attributes for', () => {
  it('writes camunda attributes as raw attributes that serialize the same way', async () => {
    const { modeler } = await bootEngine(fixture, 'flowable');
    const editor = createEditor(modeler, 'camunda');
    await writesAndUndoes(editor, loopTypeChanges(editor, element('Task_1'), 'Sequential'), [
      'camunda:assignee="${assignee}"',
      'camunda:collection="${multiInstanceHandler.getUserIds(execution)}"',
      'isSequential="true"',
    ]);
    await writesAndUndoes(editor, hideChanges(editor, element('Task_1'), 'hideCopy', true), ['camunda:hideCopy="true"']);
  });
});
