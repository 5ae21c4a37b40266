/**
 * 首页 快捷入口 (issue 10: not a wall of ~100 identical tiles): the pages the user may open that
 * exist in this build, a short default set, or the user's own choice (kept per user).
 */
import type { MenuItem } from '@bus/contracts';

export interface QuickEntry {
  path: string;
  title: string;
  /** the top menu area, shown under the title */
  area: string;
  /** the area's icon (pages carry none) */
  icon: string | null;
}

export const MAX_QUICK_ENTRIES = 12;
export const DEFAULT_QUICK_ENTRIES = 8;
/** what most back-office users reach for first, when their roles allow it */
const PREFERRED = [
  '/system/user',
  '/system/role',
  '/system/depart',
  '/system/dict',
  '/system/announcement',
  '/isps/userAnnouncement',
  '/workflow/design',
  '/system/log',
];

const joinPath = (parent: string, path: string) => (path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`);

/** Every visible, routable, in-app page of the menu, in menu order, for which `implemented` holds. */
export function quickEntryCandidates(menu: readonly MenuItem[], implemented: (component: string) => boolean, homePath: string): QuickEntry[] {
  const entries: QuickEntry[] = [];
  const walk = (items: readonly MenuItem[] | undefined, parentPath: string, area: MenuItem | null) => {
    for (const item of items ?? []) {
      if (item.hidden || item.route === '0' || item.meta.internalOrExternal) continue;
      const path = joinPath(parentPath, item.path);
      const children = (item.children ?? []).filter((child) => !child.hidden);
      if (children.length) {
        walk(children, path, area ?? item);
        continue;
      }
      if (path === homePath || !implemented(item.component)) continue;
      entries.push({ path, title: item.meta.title, area: area?.meta.title ?? item.meta.title, icon: area?.meta.icon ?? item.meta.icon ?? null });
    }
  };
  walk(menu, '', null);
  return entries;
}

/** The user's saved choice (still open to them), else the preferred pages they have, filled up in menu order. */
export function chosenQuickEntries(candidates: readonly QuickEntry[], saved: unknown): QuickEntry[] {
  const byPath = new Map(candidates.map((entry) => [entry.path, entry]));
  if (Array.isArray(saved)) {
    return saved.flatMap((path) => (typeof path === 'string' && byPath.has(path) ? [byPath.get(path)!] : [])).slice(0, MAX_QUICK_ENTRIES);
  }
  const preferred = PREFERRED.flatMap((path) => (byPath.has(path) ? [byPath.get(path)!] : []));
  const rest = candidates.filter((entry) => !preferred.includes(entry));
  return [...preferred, ...rest].slice(0, DEFAULT_QUICK_ENTRIES);
}
