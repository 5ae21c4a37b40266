import { matchPath } from 'react-router';
import type { AppRoute } from './route-table';

export interface ResolvedRoute {
  route: AppRoute;
  params: Record<string, string | undefined>;
}

/** The route for a path: exact static paths win over parameterised ones. */
export function resolveRoute(pathname: string, routes: readonly AppRoute[]): ResolvedRoute | null {
  let parameterised: ResolvedRoute | null = null;
  for (const route of routes) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (!match) continue;
    if (!route.path.includes(':')) return { route, params: match.params };
    parameterised ??= { route, params: match.params };
  }
  return parameterised;
}
