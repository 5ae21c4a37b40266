import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { resolveRoute, type ResolvedRoute } from '../router/resolve-route';
import type { AppRoute } from '../router/route-table';

export type CurrentPage = { kind: 'redirect'; to: string } | { kind: 'page'; fullPath: string; pathname: string; search: string; resolved: ResolvedRoute };

/** What the URL points at: a page, or where to go instead ('/', groups, unknown paths -> /404). */
export function useCurrentPage(routes: readonly AppRoute[], homePath: string): CurrentPage {
  const { pathname, search } = useLocation();
  return useMemo(() => {
    if (pathname === '/' || pathname === '') return { kind: 'redirect', to: homePath };
    const resolved = resolveRoute(pathname, routes);
    if (!resolved) return { kind: 'redirect', to: '/404' };
    const { redirect, path } = resolved.route;
    if (redirect && redirect !== path && redirect !== pathname) return { kind: 'redirect', to: redirect };
    return { kind: 'page', fullPath: pathname + search, pathname, search, resolved };
  }, [pathname, search, routes, homePath]);
}
