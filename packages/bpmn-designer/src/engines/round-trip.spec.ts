import Modeler from 'bpmn-js/lib/Modeler';
import { describe, expect, it } from 'vitest';
import { ENGINES, type Engine } from '../options';
import { bootstrapModeler, xmlOf } from '../test/bootstrap';
import { moddleExtensions } from './descriptors';
import { engineOf, engineOfXml } from './engine-of';
import approval from './fixtures/approval-flowable.bpmn?raw';
import type { ModdleObject } from './moddle-tree';
import { forEngine, summarize } from './spec-support';

const definitionsOf = (modeler: Modeler) => modeler.getDefinitions() as unknown as ModdleObject;

/** A modeler whose primary engine differs from the diagram's: that engine's attributes stay raw. */
async function importRaw(xml: string, primary: Engine) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const modeler = new Modeler({ container, moddleExtensions: moddleExtensions(primary) });
  await modeler.importXML(xml);
  return { modeler, done: () => (modeler.destroy(), container.remove()) };
}

describe('XML round trip per engine', () => {
  let reference: ReturnType<typeof summarize> | undefined;

  for (const engine of ENGINES) {
    it(`${engine}: XML written and read back gives the same model, the same as flowable's`, async () => {
      const xml = forEngine(approval, engine);
      const first = await bootstrapModeler(xml, { moddleExtensions: moddleExtensions(engine) });
      const model = summarize(definitionsOf(first));
      expect(engineOf(definitionsOf(first))).toBe(engine);
      expect(engineOfXml(xml)).toBe(engine);

      const written = await xmlOf(first);
      expect(written).toContain(`${engine}:assignee="\${assignee}"`);
      const second = await bootstrapModeler(written, { moddleExtensions: moddleExtensions(engine) });
      expect(summarize(definitionsOf(second))).toEqual(model);

      reference ??= model;
      expect(model).toEqual(reference);
    });
  }

  it('keeps the attributes of an engine that is not the primary one, as they were', async () => {
    const xml = forEngine(approval, 'camunda');
    const typed = await bootstrapModeler(xml, { moddleExtensions: moddleExtensions('camunda') });
    const expected = summarize(definitionsOf(typed));
    const raw = await importRaw(xml, 'flowable');
    try {
      const written = (await raw.modeler.saveXML({ format: true })).xml!;
      expect(written).toContain('camunda:skipFirstNode="true"');
      const again = await bootstrapModeler(written, { moddleExtensions: moddleExtensions('camunda') });
      expect(summarize(definitionsOf(again))).toEqual(expected);
    } finally {
      raw.done();
    }
  });
});
