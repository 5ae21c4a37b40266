/** Open tabs, the keep-alive cache list and per-tab refresh counters. */
import { create } from 'zustand';
import { CACHE_INCLUDED_ROUTES, localStore } from '../../../lib/storage';
import {
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  openTab,
  withoutCachedComponents,
  type TabChange,
  type TabPage,
} from './tab-rules';

interface TabStoreState {
  pages: TabPage[];
  activeKey: string;
  /** component names whose pages keep their state (persisted as CACHE_INCLUDED_ROUTES) */
  includedComponents: string[];
  /** bumped by "refresh" to remount one tab's page */
  refreshCounters: Record<string, number>;
  open: (page: TabPage) => void;
  /** returns a warning to show, or the new active key */
  apply: (action: 'close' | 'closeLeft' | 'closeRight' | 'closeOthers', fullPath: string) => TabChange;
  refresh: (fullPath: string) => void;
  reset: () => void;
}

function persistIncluded(names: string[]) {
  localStore.set(CACHE_INCLUDED_ROUTES, names);
}

export const useTabStore = create<TabStoreState>((set, get) => ({
  pages: [],
  activeKey: '',
  includedComponents: localStore.get<string[]>(CACHE_INCLUDED_ROUTES) ?? [],
  refreshCounters: {},
  open: (page) => {
    const state = get();
    const next = openTab(state, page);
    let included = state.includedComponents;
    const name = page.meta.componentName;
    if (page.meta.keepAlive && name && !included.includes(name)) {
      included = [...included, name];
      persistIncluded(included);
    }
    set({ ...next, includedComponents: included });
  },
  apply: (action, fullPath) => {
    const state = get();
    const rule = { close: closeTab, closeLeft, closeRight, closeOthers }[action];
    const change = rule(state, fullPath);
    if (change.warning || change.removed.length === 0) return change;
    const included = withoutCachedComponents(state.includedComponents, change.removed, change.pages);
    persistIncluded(included);
    const counters = { ...state.refreshCounters };
    for (const page of change.removed) delete counters[page.fullPath];
    set({ pages: change.pages, activeKey: change.activeKey, includedComponents: included, refreshCounters: counters });
    return change;
  },
  refresh: (fullPath) =>
    set((state) => ({ refreshCounters: { ...state.refreshCounters, [fullPath]: (state.refreshCounters[fullPath] ?? 0) + 1 } })),
  reset: () => {
    persistIncluded([]);
    set({ pages: [], activeKey: '', includedComponents: [], refreshCounters: {} });
  },
}));
