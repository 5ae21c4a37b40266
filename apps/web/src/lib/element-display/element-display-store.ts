/**
 * The tenant's element display rules (spec 03 section 4 'Login-dependent element display'):
 * loaded once after sign-in together with the menu (app/layout/secure-app.tsx), reloaded when an
 * administrator changes a rule, read by the form wrapper in components/element-display.
 */
import { create } from 'zustand';
import type { ElementRenderMap, ElementRenderRule } from '@bus/contracts';
import { getElementRenderMap } from './get-element-render-map';

interface ElementDisplayState {
  /** null until loaded */
  rules: ElementRenderMap | null;
}

export const useElementDisplayStore = create<ElementDisplayState>(() => ({ rules: null }));

/** Fetches and stores the rules; a failure is thrown to the caller (sign-in treats it as fatal). */
export async function loadElementDisplay(): Promise<void> {
  const rules = await getElementRenderMap();
  useElementDisplayStore.setState({ rules });
}

/** After an administrator saved a rule: reload quietly, keep the old rules on failure. */
export function refreshElementDisplay(): Promise<void> {
  return loadElementDisplay().catch(() => undefined);
}

export function clearElementDisplay(): void {
  useElementDisplayStore.setState({ rules: null });
}

/** The rules of one page keyed by element (field) name. */
export function rulesOfPage(map: ElementRenderMap | null, targetUrl: string): Record<string, ElementRenderRule> {
  const out: Record<string, ElementRenderRule> = {};
  for (const rule of map?.[targetUrl] ?? []) out[rule.elementKey] = rule;
  return out;
}
