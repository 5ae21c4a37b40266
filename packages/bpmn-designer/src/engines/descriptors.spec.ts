import { describe, expect, it } from 'vitest';
import { ENGINES, type Engine } from '../options';
import { bootstrapModeler, get } from '../test/bootstrap';
import { ENGINE_DESCRIPTORS, moddleExtensions, type PackageDescriptor } from './descriptors';
import approval from './fixtures/approval-flowable.bpmn?raw';
import { ext } from './namespaces';
import { forEngine } from './spec-support';

/** "Type.property" names of a descriptor, prefixes left out. */
const vocabulary = (descriptor: PackageDescriptor) =>
  descriptor.types.flatMap((type) => [type.name, ...(type.properties ?? []).map((property) => `${type.name}.${property.name.replace(/^\w+:/, '')}`)]);

interface BusinessObject {
  get(name: string): unknown;
  extensionElements?: { values: Array<{ $type: string; get(name: string): unknown }> };
}

describe('engine descriptors', () => {
  it('flowable and activiti speak the same vocabulary, and camunda holds all of it', () => {
    const flowable = vocabulary(ENGINE_DESCRIPTORS.flowable);
    expect(vocabulary(ENGINE_DESCRIPTORS.activiti)).toEqual(flowable);
    expect(vocabulary(ENGINE_DESCRIPTORS.camunda)).toEqual(expect.arrayContaining(flowable));
    // the spec's vocabulary and our custom kinds are all there
    expect(flowable).toEqual(
      expect.arrayContaining([
        'ApprovalProcess.skipFirstNode',
        'FormSupported.exAppFormUrl',
        'Examine.hideExamine',
        'CallActivity.sameDeployment',
        'DmnCapable.mapDecisionResult',
        'Assignee.text',
        'Serial.cycle',
        'Button.display',
        'CopyUser.value',
        'Timeout.escalateTo',
        'FormField.children',
      ]),
    );
  });

  for (const engine of ENGINES) {
    it(`reads a diagram written for ${engine} with every attribute declared and typed`, async () => {
      // bootstrapModeler fails on any import warning, e.g. an undeclared attribute
      await bootstrapModeler(forEngine(approval, engine as Engine), { moddleExtensions: moddleExtensions(engine) });
      const task = get<{ get(id: string): { businessObject: BusinessObject } }>('elementRegistry').get('Task_1').businessObject;
      expect(task.get(ext(engine, 'assignee'))).toBe('${assignee}');
      expect(task.get(ext(engine, 'async'))).toBe(true);
      expect(task.get(ext(engine, 'asyncAfter'))).toBe(false);
      const serial = get<{ get(id: string): { businessObject: BusinessObject } }>('elementRegistry')
        .get('process_leave')
        .businessObject.extensionElements!.values.find((value) => value.$type === ext(engine, 'Serial'))!;
      expect(serial.get('suffixLength')).toBe(4);
    });
  }
});
