/**
 * A diagram's XML read the way the designer and its lint read it (bpmn-moddle with the three
 * engines' descriptors, the diagram's own engine primary), for code that needs the model itself
 * without a modeler or a DOM: the server's process runtime builds its graph from it.
 */
/// <reference path="./vendor.d.ts" />
import { BpmnModdle } from 'bpmn-moddle';
import { engineOfXml } from '../engines/engine-of';
import { moddleExtensions } from '../engines/descriptors';
import type { Engine } from '../options';

export interface ReadDiagram {
  /** bpmn:Definitions as bpmn-moddle gives it: engine attributes under their local names (`task.assignee`) */
  definitions: unknown;
  engine: Engine;
}

/** Reads the XML; an unreadable diagram rejects with bpmn-moddle's message. */
export async function readXml(xml: string): Promise<ReadDiagram> {
  const engine = engineOfXml(xml);
  const moddle = new BpmnModdle(moddleExtensions(engine));
  const { rootElement } = await moddle.fromXML(xml, 'bpmn:Definitions');
  return { definitions: rootElement, engine };
}
