/**
 * Which engine a diagram is written for: the namespace its extension attributes and elements use
 * most, else the engine namespace its definitions declare, else the fallback.
 */
import type { Engine } from '../options';
import { ENGINES } from '../options';
import { engineOfUri } from './descriptors';
import { engineAttributes, engineOfElement, walk, type ModdleObject } from './moddle-tree';

const emptyCounts = (): Record<Engine, number> => ({ flowable: 0, camunda: 0, activiti: 0 });

function mostUsed(counts: Record<Engine, number>): Engine | undefined {
  let best: Engine | undefined;
  for (const engine of ENGINES) if (counts[engine] > 0 && (!best || counts[engine] > counts[best])) best = engine;
  return best;
}

/** How often each engine's namespace is used in the tree (attributes and extension elements). */
export function engineUsage(definitions: ModdleObject): Record<Engine, number> {
  const counts = emptyCounts();
  walk(definitions, (element) => {
    const own = engineOfElement(element);
    if (own) counts[own] += 1;
    for (const attribute of engineAttributes(element)) counts[attribute.engine] += 1;
  });
  return counts;
}

export function engineOf(definitions: ModdleObject, fallback: Engine = 'flowable'): Engine {
  const used = mostUsed(engineUsage(definitions));
  if (used) return used;
  for (const [name, value] of Object.entries(definitions.$attrs ?? {})) {
    const declared = name.startsWith('xmlns:') ? engineOfUri(String(value)) : undefined;
    if (declared) return declared;
  }
  return fallback;
}

/**
 * The same answer from XML text, before any modeler exists (the designer needs it to choose the
 * modeler's primary engine): declared prefixes of the engine URIs, counted where they are used.
 */
export function engineOfXml(xml: string, fallback: Engine = 'flowable'): Engine {
  const counts = emptyCounts();
  let declared: Engine | undefined;
  for (const match of xml.matchAll(/xmlns:([\w.-]+)\s*=\s*["']([^"']+)["']/g)) {
    const engine = engineOfUri(match[2]);
    if (!engine) continue;
    declared ??= engine;
    const uses = xml.match(new RegExp(`[<\\s]${match[1]}:[\\w-]+`, 'g'))?.length ?? 0;
    counts[engine] += uses;
  }
  return mostUsed(counts) ?? declared ?? fallback;
}
