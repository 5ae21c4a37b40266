/**
 * Menu component strings -> lazily loaded pages. Anything not listed renders the placeholder
 * with the menu title (spec 01 section 8 '功能待实现'). Each area lists its own pages in
 * `features/<area>/pages.ts` (issue 23: one registration point per area); a new area adds one
 * line to AREAS below.
 */
import type { ComponentType } from 'react';
import { accountPageAliases, accountPages } from '../../features/account/pages';
import { basicPages } from '../../features/basic/pages';
import { demoPages } from '../../features/demo/pages';
import { onlinePages } from '../../features/online/pages';
import { opsPages } from '../../features/ops/pages';
import { systemPageAliases, systemPages } from '../../features/system/pages';
import { workflowPages } from '../../features/workflow/pages';
import type { AreaPages, PageModule, PageProps } from '../../lib/area-pages';
import { bcPages } from '../../features/bc/pages';
import { ispsPages } from '../../features/isps/pages';
import { preloadable } from '../../lib/preloadable';
import { setImplementedPages } from '../../lib/implemented-pages';

export type { PageProps };

type PageComponent = ComponentType<PageProps>;

/** each page's fetch of its code */
const preloaders = new Map<PageComponent, () => Promise<unknown>>();
/** A lazily loaded page whose chunk can also be fetched ahead of the first visit (and then shows at once). */
function page(load: () => Promise<PageModule>): PageComponent {
  const { Component, preload } = preloadable(load);
  preloaders.set(Component, preload);
  return Component;
}

/** the shell's own pages */
const Analysis = page(() => import('../../features/dashboard/analysis/pages/analysis-page'));
const SHELL: Record<string, PageComponent> = {
  'dashboard/Analysis': Analysis,
  'dashboard/analysis': Analysis,
  'exception/403': page(() => import('../../features/exception/pages/exception-page').then((m) => ({ default: m.Exception403 }))),
  'exception/404': page(() => import('../../features/exception/pages/exception-page').then((m) => ({ default: m.Exception404 }))),
  'exception/500': page(() => import('../../features/exception/pages/exception-page').then((m) => ({ default: m.Exception500 }))),
  'layouts/IframePageView': page(() => import('../layout/iframe-page')),
  'help/HelpCenter': page(() => import('../help/help-center-page')),
};
const Placeholder = page(() => import('../../components/placeholder-page'));

/** every area's pages */
const AREAS: ReadonlyArray<{ pages: AreaPages; aliases?: Readonly<Record<string, string>> }> = [
  { pages: systemPages, aliases: systemPageAliases },
  { pages: opsPages },
  { pages: workflowPages },
  { pages: accountPages, aliases: accountPageAliases },
  { pages: basicPages },
  { pages: onlinePages },
  { pages: demoPages },
  { pages: ispsPages },
  { pages: bcPages },
];

function registryOf(areas: typeof AREAS): Record<string, PageComponent> {
  const registry: Record<string, PageComponent> = { ...SHELL };
  for (const { pages } of areas) for (const [component, load] of Object.entries(pages)) registry[component] = page(load);
  for (const { aliases } of areas) for (const [component, target] of Object.entries(aliases ?? {})) registry[component] = registry[target];
  return registry;
}

const REGISTRY = registryOf(AREAS);

export function resolvePageComponent(component: string | null | undefined): PageComponent {
  const key = component?.replace(/^\/+|\.vue$/g, '');
  return (key && Object.hasOwn(REGISTRY, key) && REGISTRY[key]) || Placeholder;
}

export function isRegisteredComponent(component: string): boolean {
  return Object.hasOwn(REGISTRY, component.replace(/^\/+|\.vue$/g, ''));
}

// the home page's quick entries offer only pages this build has
setImplementedPages((component) => !!component && isRegisteredComponent(component) && !component.startsWith('layouts/'));

/**
 * Fetches the code of the pages a user is about to open (the items of a submenu just opened, the
 * item under the pointer) at once, ahead of the idle-time prefetch of every page.
 */
export function preloadPage(component: string | null | undefined): void {
  const preload = preloaders.get(resolvePageComponent(component));
  // a failed prefetch is only a missed head start: the visit loads the page again and shows its error
  preload?.().catch(() => undefined);
}

/**
 * Fetches the code of the given pages while the browser is idle, one chunk at a time, so a menu
 * click there waits for the list's data, not for its code (issue 10: menu click to rows). The
 * warm-up passes the pages of the area the user works in; the others are fetched on intent (a
 * submenu opened, the pointer on an item) rather than all of them on every page load, which cost a
 * signed-in page load about half a second of CPU again (and a service-desk PC the bandwidth) for
 * pages a clerk never opens.
 */
export function preloadPages(components: readonly (string | undefined)[], isIdle: () => Promise<void>): () => void {
  let stopped = false;
  const loads = new Set(components.flatMap((component) => preloaders.get(resolvePageComponent(component)) ?? []));
  void (async () => {
    for (const load of loads) {
      await isIdle();
      if (stopped) return;
      try {
        await load();
      } catch {
        // a prefetch that failed (offline, new deployment) is only a missed head start: the visit
        // itself loads the page again and shows its error
      }
    }
  })();
  return () => {
    stopped = true;
  };
}
