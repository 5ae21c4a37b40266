/**
 * Spec helpers for the simulation: a modeler with the simulation modules and the library's own
 * test support (trigger pads, await elements), tokens that move fast, and readers of what the
 * canvas shows (token counts, notifications, badges).
 */
/// <reference path="./vendor.d.ts" />
import simulationSupportModule from 'bpmn-js-token-simulation/lib/simulation-support';
import { expect } from 'vitest';
import { bootstrapModeler, get } from '../test/bootstrap';
import type { Animation, ToggleMode } from './simulation-types';
import { simulationModules } from './simulation-module';

interface SimulationSupport {
  triggerElement(id: string): void;
  getElementTrigger(id: string): HTMLElement | null;
  elementEnter(id: string): Promise<unknown>;
  scopeDestroyed(id: string): Promise<{ scope: { completed: boolean } }>;
}

export async function bootSimulation(xml: string) {
  const modeler = await bootstrapModeler(xml, { additionalModules: [...simulationModules, simulationSupportModule] });
  // the tokens' journey along each flow takes about a second at normal speed
  get<Animation>('animation').setAnimationSpeed(20);
  return modeler;
}

export const support = () => get<SimulationSupport>('simulationSupport');
export const toggleSimulation = (active: boolean) => get<ToggleMode>('toggleMode').toggleMode(active);

const overlaysOf = (id: string) => document.querySelector(`.djs-overlays[data-container-id="${id}"]`);

/** The number of tokens the canvas shows at an element (0 when none). */
export const tokensAt = (id: string) => Number(overlaysOf(id)?.querySelector('.bts-token-count')?.textContent?.trim() ?? 0);

/** The texts of the badges shown at an element. */
export const badgesAt = (id: string) =>
  [...(overlaysOf(id)?.querySelectorAll('.bts-element-notification .bts-text') ?? [])].map((node) => node.textContent?.trim());

export const notificationTexts = () => [...document.querySelectorAll('.bts-notifications .bts-notification .bts-text')].map((node) => node.textContent?.trim());

export const hasTrigger = (id: string) => !!support().getElementTrigger(id);

/**
 * Resolves once no token is in flight. The simulator moves tokens only through its animations, so
 * from then on nothing changes on the canvas until something is triggered (or a timer fires):
 * checks that something did not happen run after this, not after a sleep.
 */
export async function tokensSettled() {
  const inFlight = () => {
    let count = 0;
    get<Animation>('animation').each(() => (count += 1));
    return count;
  };
  await expect.poll(inFlight).toBe(0);
}
