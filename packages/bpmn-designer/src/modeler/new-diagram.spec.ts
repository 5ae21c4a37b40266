import { describe, expect, it } from 'vitest';
import { moddleExtensions } from '../engines/descriptors';
import { engineOfXml } from '../engines/engine-of';
import { ext } from '../engines/namespaces';
import { lintXml } from '../lint/lint-xml';
import { ENGINES } from '../options';
import { bootstrapModeler, get } from '../test/bootstrap';
import { createNewDiagramXml, randomProcessId } from './new-diagram';

interface Shape {
  id: string;
  type: string;
  businessObject: {
    name?: string;
    id: string;
    get(name: string): unknown;
    extensionElements?: { values: unknown[] };
  };
}

const shapes = () => get<{ getAll(): Shape[] }>('elementRegistry').getAll();
const ofType = (type: string) => shapes().filter((shape) => shape.type === type);

describe('a new diagram', () => {
  for (const engine of ENGINES) {
    it(`${engine}: 开始 -> 审批 -> 结束, the approval assigned to nobody yet (never the applicant)`, async () => {
      const xml = createNewDiagramXml({ engine });
      expect(engineOfXml(xml)).toBe(engine);
      await bootstrapModeler(xml, { moddleExtensions: moddleExtensions(engine) });

      expect(ofType('bpmn:StartEvent').map((shape) => shape.businessObject.name)).toEqual(['开始']);
      expect(ofType('bpmn:UserTask').map((shape) => shape.businessObject.name)).toEqual(['审批']);
      expect(ofType('bpmn:EndEvent').map((shape) => shape.businessObject.name)).toEqual(['结束']);
      expect(ofType('bpmn:SequenceFlow')).toHaveLength(2);
      const [task] = ofType('bpmn:UserTask');
      expect(task.businessObject.get(ext(engine, 'assignee'))).toBeUndefined();
      expect(task.businessObject.extensionElements).toBeUndefined();

      const process = ofType('bpmn:Process')[0].businessObject;
      expect(process.id).toMatch(/^process_[a-z0-9]{8}$/);
      expect(process.name).toBe('新建流程');
    });
  }

  it('is flagged by lint until the designer chooses the approver, and by nothing else', async () => {
    const lint = await lintXml(createNewDiagramXml({ processId: 'process_fixed' }));
    expect(lint.errors.map((issue) => `${issue.id}: ${issue.message}`)).toEqual(['Task_approve: 用户任务未设置审批人']);
    expect(lint.warnings).toEqual([]);
  });

  it('gets a fresh process id each time, and English names in English', () => {
    const ids = new Set(Array.from({ length: 20 }, () => randomProcessId()));
    expect(ids.size).toBe(20);
    const english = createNewDiagramXml({ lang: 'en_US', processId: 'process_fixed' });
    expect(english).toContain('<bpmn:process id="process_fixed" name="New process"');
    expect(english).toContain('<bpmn:userTask id="Task_approve" name="Approval">');
  });
});
