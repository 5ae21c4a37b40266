/**
 * bpmn-js style spec helpers: boot a modeler in the page with only the modules under test (plus
 * the core the modules need) and a diagram, then reach its services through `get`.
 */
import Modeler from 'bpmn-js/lib/Modeler';
import type { ModuleDeclaration } from 'didi';

export interface BootOptions {
  /** extra modules (bpmn-js Modeler's own modules stay) */
  additionalModules?: ModuleDeclaration[];
  moddleExtensions?: ConstructorParameters<typeof Modeler>[0] extends infer O ? (O extends { moddleExtensions?: infer M } ? M : never) : never;
  width?: number;
  height?: number;
}

let current: Modeler | undefined;

export async function bootstrapModeler(xml: string, options: BootOptions = {}): Promise<Modeler> {
  current?.destroy();
  document.body.querySelectorAll('[data-test-canvas]').forEach((node) => node.remove());
  const container = document.createElement('div');
  container.dataset.testCanvas = '';
  container.style.width = `${options.width ?? 1000}px`;
  container.style.height = `${options.height ?? 700}px`;
  document.body.appendChild(container);
  const modeler = new Modeler({ container, additionalModules: options.additionalModules ?? [], moddleExtensions: options.moddleExtensions ?? {} });
  const { warnings } = await modeler.importXML(xml);
  if (warnings.length) throw new Error(`import warnings: ${warnings.map((w) => String((w as unknown as Error).message ?? w)).join('; ')}`);
  current = modeler;
  return modeler;
}

/** A service of the modeler booted last. */
export function get<T = unknown>(name: string): T {
  if (!current) throw new Error('no modeler booted');
  return current.get<T>(name);
}

export async function xmlOf(modeler: Modeler = current!): Promise<string> {
  const { xml } = await modeler.saveXML({ format: true });
  return xml ?? '';
}
