/** Open tabs, the keep-alive cache list, per-tab refresh counters and the tabs kept across a reload. */
import { create } from 'zustand';
import { CACHE_INCLUDED_ROUTES, localStore } from '../../../lib/storage';
import {
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  openTab,
  replaceTab,
  restoreTabs,
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
  /** a stable identity per tab: a tab whose URL is replaced (inner tabs) keeps its mounted page */
  tabIds: Record<string, number>;
  /** `replace`: the URL of the page on show was replaced (history.replaceState), not a new visit */
  open: (page: TabPage, replace?: boolean) => void;
  /** the saved tabs of the previous load (F5), before the current page is opened */
  restore: (saved: unknown, resolve: (fullPath: string) => TabPage | null) => void;
  /** returns a warning to show, or the new active key */
  apply: (action: 'close' | 'closeLeft' | 'closeRight' | 'closeOthers', fullPath: string) => TabChange;
  refresh: (fullPath: string) => void;
  reset: () => void;
}

function persistIncluded(names: string[]) {
  localStore.set(CACHE_INCLUDED_ROUTES, names);
}

let nextTabId = 1;

/** Ids for the tabs in `pages` (kept for those already known; `renamed` carries one over to its new URL). */
function idsFor(pages: TabPage[], known: Record<string, number>, renamed?: { from: string; to: string }): Record<string, number> {
  const ids: Record<string, number> = {};
  for (const page of pages) {
    const carried = renamed && page.fullPath === renamed.to ? known[renamed.from] : undefined;
    ids[page.fullPath] = known[page.fullPath] ?? carried ?? nextTabId++;
  }
  return ids;
}

export const useTabStore = create<TabStoreState>((set, get) => ({
  pages: [],
  activeKey: '',
  includedComponents: localStore.get<string[]>(CACHE_INCLUDED_ROUTES) ?? [],
  refreshCounters: {},
  tabIds: {},
  open: (page, replace = false) => {
    const state = get();
    const from = state.activeKey;
    const next = replace ? replaceTab(state, from, page) : openTab(state, page);
    let included = state.includedComponents;
    const name = page.meta.componentName;
    if (page.meta.keepAlive && name && !included.includes(name)) {
      included = [...included, name];
      persistIncluded(included);
    }
    const renamed = replace && !next.pages.some((existing) => existing.fullPath === from) ? { from, to: page.fullPath } : undefined;
    const counters =
      renamed && from in state.refreshCounters ? { ...state.refreshCounters, [page.fullPath]: state.refreshCounters[from] } : state.refreshCounters;
    set({ ...next, includedComponents: included, tabIds: idsFor(next.pages, state.tabIds, renamed), refreshCounters: counters });
  },
  restore: (saved, resolve) => {
    const restored = restoreTabs(saved, resolve);
    if (restored) set({ ...restored, tabIds: idsFor(restored.pages, get().tabIds) });
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
    set({
      pages: change.pages,
      activeKey: change.activeKey,
      includedComponents: included,
      refreshCounters: counters,
      tabIds: idsFor(change.pages, state.tabIds),
    });
    return change;
  },
  refresh: (fullPath) => set((state) => ({ refreshCounters: { ...state.refreshCounters, [fullPath]: (state.refreshCounters[fullPath] ?? 0) + 1 } })),
  reset: () => {
    persistIncluded([]);
    set({ pages: [], activeKey: '', includedComponents: [], refreshCounters: {}, tabIds: {} });
  },
}));
