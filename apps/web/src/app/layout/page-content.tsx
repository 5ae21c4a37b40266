/**
 * Renders the current page, keeping kept-alive pages mounted (hidden) while their tab is open so
 * their state survives tab switches; refresh remounts one page.
 */
import { Suspense, useMemo } from 'react';
import { Route, Routes } from 'react-router';
import { resolvePageComponent } from '../router/component-registry';
import type { AppRoute } from '../router/route-table';
import { PageLoading } from '../router/router-loading';
import { useTabStore } from './tabs/tab-store';

export interface PageEntry {
  fullPath: string;
  pathname: string;
  search: string;
  route: AppRoute;
}

function PageView({ entry }: { entry: PageEntry }) {
  const Component = resolvePageComponent(entry.route.component);
  return (
    <Routes location={{ pathname: entry.pathname, search: entry.search }}>
      <Route
        path={entry.route.path}
        element={
          <Suspense fallback={<PageLoading />}>
            <Component title={entry.route.title} frameUrl={entry.route.frameUrl} />
          </Suspense>
        }
      />
    </Routes>
  );
}

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

  const cached = useMemo(() => {
    if (!keepAlive) return [];
    const open = new Set(pages.map((page) => page.fullPath));
    for (const key of [...cache.keys()]) if (!open.has(key)) cache.delete(key);
    const name = current.route.componentName;
    if (current.route.keepAlive && (!name || included.includes(name))) cache.set(current.fullPath, current);
    return [...cache.values()];
  }, [keepAlive, pages, cache, current, included]);

  const currentIsCached = cached.some((entry) => entry.fullPath === current.fullPath);
  return (
    <>
      {cached.map((entry) => (
        <div key={`${entry.fullPath}#${counters[entry.fullPath] ?? 0}`} style={{ display: entry.fullPath === current.fullPath ? 'block' : 'none' }}>
          <PageView entry={entry} />
        </div>
      ))}
      {!currentIsCached && <PageView key={`${current.fullPath}#${counters[current.fullPath] ?? 0}`} entry={current} />}
    </>
  );
}
