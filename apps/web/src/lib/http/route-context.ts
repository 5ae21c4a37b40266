/**
 * The current route as the HTTP client needs it (X-Low-App-ID): set by the layout on navigation,
 * so the client does not depend on the router.
 */
export interface CurrentRoute {
  name?: string;
  params: Record<string, string | undefined>;
}

let currentRoute: CurrentRoute = { params: {} };

export function setCurrentRoute(route: CurrentRoute): void {
  currentRoute = route;
}

export function getCurrentRoute(): CurrentRoute {
  return currentRoute;
}
