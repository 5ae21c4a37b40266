/** Multi-tab rules (spec 01 section 2.5): pure so every rule is unit-tested. */
import { HOME_PATH } from '../../router/route-table';

export interface TabPage {
  fullPath: string;
  meta: { title: string; componentName: string | null; keepAlive: boolean };
}

export const HOME_TAB_WARNING = '首页不能关闭';
export const LAST_TAB_WARNING = '这是最后一页，不能再关闭了啦';
export type TabMenuKey = 'refresh' | 'closeLeft' | 'closeRight' | 'closeOthers';

export interface TabsState {
  pages: TabPage[];
  activeKey: string;
}

export interface TabChange extends TabsState {
  /** pages removed by the action (their caches must be dropped) */
  removed: TabPage[];
  warning?: string;
}

export function isHomeTab(fullPath: string): boolean {
  return fullPath === HOME_PATH || fullPath.startsWith(`${HOME_PATH}?`);
}

export const HOME_TAB: TabPage = { fullPath: HOME_PATH, meta: { title: '首页', componentName: 'Analysis', keepAlive: true } };

/** Navigation adds the page (or refreshes its title) and makes it active; the home tab is always first. */
export function openTab(state: TabsState, page: TabPage): TabsState {
  const base = state.pages.some((existing) => isHomeTab(existing.fullPath)) || isHomeTab(page.fullPath) ? state.pages : [HOME_TAB, ...state.pages];
  const index = base.findIndex((existing) => existing.fullPath === page.fullPath);
  const pages = index === -1 ? [...base, page] : base.map((existing, i) => (i === index ? page : existing));
  return { pages, activeKey: page.fullPath };
}

export function closeTab(state: TabsState, fullPath: string): TabChange {
  if (isHomeTab(fullPath)) return { ...state, removed: [], warning: HOME_TAB_WARNING };
  if (state.pages.length <= 1) return { ...state, removed: [], warning: LAST_TAB_WARNING };
  const index = state.pages.findIndex((page) => page.fullPath === fullPath);
  if (index === -1) return { ...state, removed: [] };
  const pages = state.pages.filter((_, i) => i !== index);
  const activeKey = state.activeKey === fullPath ? (pages[index - 1] ?? pages[index] ?? pages[0]).fullPath : state.activeKey;
  return { pages, activeKey, removed: [state.pages[index]] };
}

function keepOnly(state: TabsState, anchor: string, keep: (index: number, anchorIndex: number) => boolean): TabChange {
  const anchorIndex = state.pages.findIndex((page) => page.fullPath === anchor);
  if (anchorIndex === -1) return { ...state, removed: [] };
  const pages: TabPage[] = [];
  const removed: TabPage[] = [];
  state.pages.forEach((page, index) => {
    if (index === anchorIndex || isHomeTab(page.fullPath) || keep(index, anchorIndex)) pages.push(page);
    else removed.push(page);
  });
  const activeKey = pages.some((page) => page.fullPath === state.activeKey) ? state.activeKey : anchor;
  return { pages, activeKey, removed };
}

export const closeLeft = (state: TabsState, anchor: string) => keepOnly(state, anchor, (index, anchorIndex) => index > anchorIndex);
export const closeRight = (state: TabsState, anchor: string) => keepOnly(state, anchor, (index, anchorIndex) => index < anchorIndex);
export const closeOthers = (state: TabsState, anchor: string) => keepOnly(state, anchor, () => false);

/** Component names still cached after `removed` pages were closed (CACHE_INCLUDED_ROUTES). */
export function withoutCachedComponents(included: readonly string[], removed: readonly TabPage[], remaining: readonly TabPage[]): string[] {
  const stillOpen = new Set(remaining.map((page) => page.meta.componentName).filter(Boolean));
  const dropped = new Set(removed.map((page) => page.meta.componentName).filter((name): name is string => Boolean(name) && !stillOpen.has(name)));
  return included.filter((name) => !dropped.has(name));
}

const pathOf = (fullPath: string) => fullPath.split('?')[0];

/**
 * A navigation that replaced the URL of the page on show with the same page (an inner tab or a
 * filter kept in the query, e.g. 组件示例 ?tab=...): its tab follows the URL instead of a second,
 * identical tab opening. Any other navigation opens or activates a tab as usual.
 */
export function replaceTab(state: TabsState, fromFullPath: string, page: TabPage): TabsState {
  const index = state.pages.findIndex((existing) => existing.fullPath === fromFullPath);
  const taken = state.pages.some((existing) => existing.fullPath === page.fullPath);
  if (index === -1 || taken || isHomeTab(fromFullPath) || pathOf(fromFullPath) !== pathOf(page.fullPath)) return openTab(state, page);
  return { pages: state.pages.map((existing, i) => (i === index ? page : existing)), activeKey: page.fullPath };
}

/** What is kept of the open tabs across a reload (F5). */
export interface SavedTabs {
  paths: string[];
  active: string;
}

export function toSavedTabs(state: TabsState): SavedTabs {
  return { paths: state.pages.map((page) => page.fullPath), active: state.activeKey };
}

/**
 * The tabs to show again after a reload: the saved ones that still resolve to a page the user may
 * open (menus and permissions may have changed meanwhile), in their order, home first.
 */
export function restoreTabs(saved: unknown, resolve: (fullPath: string) => TabPage | null): TabsState | null {
  if (!saved || typeof saved !== 'object') return null;
  const { paths, active } = saved as Partial<SavedTabs>;
  if (!Array.isArray(paths)) return null;
  let state: TabsState = { pages: [], activeKey: '' };
  for (const fullPath of paths) {
    if (typeof fullPath !== 'string') continue;
    const page = resolve(fullPath);
    if (page && !state.pages.some((existing) => existing.fullPath === page.fullPath)) state = openTab(state, page);
  }
  if (state.pages.length === 0) return null;
  const activeKey = state.pages.some((page) => page.fullPath === active) ? (active as string) : state.pages[state.pages.length - 1].fullPath;
  return { pages: state.pages, activeKey };
}
