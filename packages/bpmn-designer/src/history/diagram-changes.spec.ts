import Viewer from 'bpmn-js/lib/Viewer';
import { describe, expect, it } from 'vitest';
import { moddleExtensions } from '../engines/descriptors';
import { comparePropertyMaps, diffDefinitions } from './diagram-changes';
import v1 from './fixtures/leave-v1.bpmn?raw';
import v2 from './fixtures/leave-v2.bpmn?raw';

async function definitionsOf(xml: string) {
  const viewer = new Viewer({ moddleExtensions: moddleExtensions('flowable') as never });
  await viewer.importXML(xml);
  const definitions = viewer.getDefinitions();
  viewer.destroy();
  return definitions;
}

describe('changes between two versions of a diagram', () => {
  it('sorts elements into added, removed, changed and only moved, with each changed property', async () => {
    const changes = diffDefinitions(await definitionsOf(v1), await definitionsOf(v2));
    const ids = (kind: string) =>
      changes.elements
        .filter((e) => e.kind === kind)
        .map((e) => e.id)
        .sort();
    expect(ids('added')).toEqual(['Flow_4', 'Task_HR']);
    expect(ids('removed')).toEqual(['Flow_3', 'Task_Notify']);
    expect(ids('changed')).toEqual(['Flow_2', 'Task_1']);
    expect(ids('layout')).toEqual(['EndEvent_1']);
    expect(changes.counts).toEqual({ added: 2, removed: 2, changed: 2, layout: 1 });

    const task = changes.elements.find((e) => e.id === 'Task_1')!;
    expect(task).toMatchObject({ name: '部门负责人审批', typeLabel: '用户任务' });
    expect(task.properties).toEqual(
      expect.arrayContaining([
        { path: 'name', label: '名称', oldValue: '部门经理审批', newValue: '部门负责人审批' },
        { path: 'extensionElements.flowable:Assignee.value', label: '扩展 flowable:Assignee.value', oldValue: 'u1', newValue: 'u2' },
        { path: 'extensionElements.flowable:Assignee.text', label: '扩展 flowable:Assignee.text', oldValue: '张伟', newValue: '李娜' },
      ]),
    );
    // unchanged properties (documentation, the assignee expression) are not listed
    expect(task.properties.map((p) => p.path)).not.toContain('documentation[0].text');
    expect(task.properties.map((p) => p.path)).not.toContain('flowable:assignee');

    const flow = changes.elements.find((e) => e.id === 'Flow_2')!;
    expect(flow.properties).toContainEqual({ path: 'targetRef', label: '终点', oldValue: 'Task_Notify', newValue: 'Task_HR' });
    expect(changes.elements.find((e) => e.id === 'Task_Notify')).toMatchObject({ name: '通知行政', typeLabel: '服务任务' });
    // the table reads added, removed, changed, moved in that order
    expect([...new Set(changes.elements.map((e) => e.kind))]).toEqual(['added', 'removed', 'changed', 'layout']);
  });

  it('a rename that only adds an empty label to the drawing is not reported as a move', async () => {
    const renamed = v1
      .replace('name="部门经理审批"', 'name="部门负责人审批"')
      .replace(
        '<dc:Bounds x="240" y="80" width="100" height="80" /></bpmndi:BPMNShape>',
        '<dc:Bounds x="240" y="80" width="100" height="80" /><bpmndi:BPMNLabel /></bpmndi:BPMNShape>',
      );
    const changes = diffDefinitions(await definitionsOf(v1), await definitionsOf(renamed));
    expect(changes.elements).toHaveLength(1);
    expect(changes.elements[0]).toMatchObject({ id: 'Task_1', kind: 'changed' });
    expect(changes.elements[0].properties.map((p) => p.path)).toEqual(['name']);
    expect(changes.counts.layout).toBe(0);
  });

  it('finds nothing between a version and itself', async () => {
    const changes = diffDefinitions(await definitionsOf(v1), await definitionsOf(v1));
    expect(changes.elements).toEqual([]);
  });

  it('compares flat property maps both ways', () => {
    const before = new Map([
      ['name', '甲'],
      ['documentation[0].text', '说明'],
    ]);
    const after = new Map([
      ['name', '乙'],
      ['conditionExpression.body', '${days > 3}'],
    ]);
    expect(comparePropertyMaps(before, after)).toEqual([
      { path: 'name', label: '名称', oldValue: '甲', newValue: '乙' },
      { path: 'documentation[0].text', label: '描述', oldValue: '说明', newValue: '' },
      { path: 'conditionExpression.body', label: '条件表达式', oldValue: '', newValue: '${days > 3}' },
    ]);
  });
});
