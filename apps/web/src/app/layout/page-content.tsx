/**
 * Renders the current page, keeping kept-alive pages mounted (hidden) while their tab is open so
 * their state survives tab switches; refresh remounts one page. A hidden page is not rendered
 * again when the user switches tabs (memoized on its URL): a switch costs one page, not all open
 * ones (issue 10: 280 ms with 2 tabs, 930 ms with 9).
 */
import { memo, Suspense, useMemo, type CSSProperties } from 'react';
import { NavigationType, Route, Routes, UNSAFE_LocationContext as LocationContext } from 'react-router';
import { PageKeptAlive } from '../../lib/leave-guard';
import { resolvePageComponent } from '../router/component-registry';
import type { AppRoute } from '../router/route-table';
import { PageLoading } from '../router/router-loading';
import { PageErrorBoundary } from './page-error-boundary';
import { useTabStore } from './tabs/tab-store';

export interface PageEntry {
  fullPath: string;
  pathname: string;
  search: string;
  route: AppRoute;
}

const PageView = memo(
  function PageView({ entry }: { entry: PageEntry }) {
    const Component = resolvePageComponent(entry.route.component);
    // the page sees its own address, not the browser's: moving to another tab changes no context a
    // hidden page reads, so none of it renders again (each route's links, lists and dialogs did, on
    // every tab switch)
    const location = useMemo(
      () => ({
        location: { pathname: entry.pathname, search: entry.search, hash: '', state: null, key: entry.fullPath },
        navigationType: NavigationType.Push,
      }),
      [entry.pathname, entry.search, entry.fullPath],
    );
    return (
      <LocationContext.Provider value={location}>
        <Routes location={location.location}>
          <Route
            path={entry.route.path}
            element={
              <Suspense fallback={<PageLoading />}>
                <Component title={entry.route.title} frameUrl={entry.route.frameUrl} />
              </Suspense>
            }
          />
        </Routes>
      </LocationContext.Provider>
    );
  },
  (before, after) => before.entry.fullPath === after.entry.fullPath && before.entry.route === after.entry.route,
);

/**
 * A hidden page keeps the width of the content area (out of the flow, invisible, inert) rather
 * than `display: none`: its tables keep their measured column widths, so showing it again does
 * not make every column re-measure and the table render again. `content-visibility: hidden` lets
 * the browser skip the hidden page's styles and layout and keep them for when it is shown: a tab
 * switch recalculated the styles of both pages' whole trees (about 160 ms of a 200 ms switch).
 * Hidden and `content-visibility: hidden`, nothing in it can be seen, clicked, focused or found; it
 * is not `inert` as well: toggling that made the browser restyle the page's whole tree again (with 9
 * tabs a switch took 160-180 ms with it, 131-133 ms without).
 */
const HIDDEN: CSSProperties = {
  position: 'absolute',
  top: 0,
  left: 0,
  right: 0,
  height: 0,
  overflow: 'hidden',
  visibility: 'hidden',
  contentVisibility: 'hidden',
  pointerEvents: 'none',
};

/**
 * One page, in its own error boundary (a page that fails shows its error in its tab, never takes
 * the shell down); only its visibility changes on a tab switch. A kept page stays mounted while the user
 * is elsewhere (its unsaved work survives a move, so pages need not ask before one).
 */
const Pane = memo(function Pane({ entry, active, kept }: { entry: PageEntry; active: boolean; kept: boolean }) {
  return (
    <div data-page-path={entry.pathname} aria-hidden={!active || undefined} style={active ? undefined : HIDDEN}>
      <PageKeptAlive.Provider value={kept}>
        <PageErrorBoundary route={entry.fullPath}>
          <PageView entry={entry} />
        </PageErrorBoundary>
      </PageKeptAlive.Provider>
    </div>
  );
});

interface PageContentProps {
  current: PageEntry;
  /** pages kept alive (only while tabs are shown) */
  keepAlive: boolean;
  cache: Map<string, PageEntry>;
}

export function PageContent({ current, keepAlive, cache }: PageContentProps) {
  const pages = useTabStore((state) => state.pages);
  const counters = useTabStore((state) => state.refreshCounters);
  const included = useTabStore((state) => state.includedComponents);
  const tabIds = useTabStore((state) => state.tabIds);

  const cached = useMemo(() => {
    if (!keepAlive) return [];
    const open = new Set(pages.map((page) => page.fullPath));
    for (const key of [...cache.keys()]) if (!open.has(key)) cache.delete(key);
    const name = current.route.componentName;
    if (current.route.keepAlive && (!name || included.includes(name))) cache.set(current.fullPath, current);
    return [...cache.values()];
  }, [keepAlive, pages, cache, current, included]);

  // a tab keeps its id when its URL is replaced (inner tabs), so its page stays mounted
  const keyOf = (entry: PageEntry) => `${tabIds[entry.fullPath] ?? entry.fullPath}#${counters[entry.fullPath] ?? 0}`;
  const currentIsCached = cached.some((entry) => entry.fullPath === current.fullPath);
  return (
    <div style={{ position: 'relative' }}>
      {cached.map((entry) => (
        <Pane key={keyOf(entry)} entry={entry} active={entry.fullPath === current.fullPath} kept />
      ))}
      {!currentIsCached && <Pane key={keyOf(current)} entry={current} active kept={false} />}
    </div>
  );
}
