import { describe, expect, it } from 'vitest';
import { moddleExtensions } from '../engines/descriptors';
import { engineOfXml } from '../engines/engine-of';
import { ext } from '../engines/namespaces';
import { ENGINES } from '../options';
import { bootstrapModeler, get } from '../test/bootstrap';
import { createNewDiagramXml, INITIATOR, randomProcessId } from './new-diagram';

interface Shape {
  id: string;
  type: string;
  businessObject: {
    name?: string;
    id: string;
    get(name: string): unknown;
    extensionElements?: { values: Array<{ $type: string; type?: string; value?: string }> };
  };
}

const shapes = () => get<{ getAll(): Shape[] }>('elementRegistry').getAll();
const ofType = (type: string) => shapes().filter((shape) => shape.type === type);

describe('a new diagram', () => {
  for (const engine of ENGINES) {
    it(`${engine}: a start event and the initiator task assigned to the applicant`, async () => {
      const xml = createNewDiagramXml({ engine });
      expect(engineOfXml(xml)).toBe(engine);
      await bootstrapModeler(xml, { moddleExtensions: moddleExtensions(engine) });

      const [start] = ofType('bpmn:StartEvent');
      const [task] = ofType('bpmn:UserTask');
      expect(ofType('bpmn:StartEvent')).toHaveLength(1);
      expect(ofType('bpmn:UserTask')).toHaveLength(1);
      expect(start.businessObject.name).toBe('开始');
      expect(task.businessObject.name).toBe('发起人');
      expect(task.businessObject.get(ext(engine, 'assignee'))).toBe(INITIATOR);
      // the assignee panel shows the same choice: a custom assignee, the initiator expression
      expect(task.businessObject.extensionElements!.values[0]).toMatchObject({ $type: ext(engine, 'Assignee'), type: 'custom', value: INITIATOR });
      expect(ofType('bpmn:SequenceFlow')).toHaveLength(1);

      const process = ofType('bpmn:Process')[0].businessObject;
      expect(process.id).toMatch(/^process_[a-z0-9]{8}$/);
      expect(process.name).toBe('新建流程');
    });
  }

  it('gets a fresh process id each time, and English names in English', () => {
    const ids = new Set(Array.from({ length: 20 }, () => randomProcessId()));
    expect(ids.size).toBe(20);
    const english = createNewDiagramXml({ lang: 'en_US', processId: 'process_fixed' });
    expect(english).toContain('<bpmn:process id="process_fixed" name="New process"');
    expect(english).toContain('name="Initiator" flowable:assignee="${INITIATOR}"');
  });
});
