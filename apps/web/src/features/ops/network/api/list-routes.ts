/** GET /ops/route/list (through useListPage); exports through GET /ops/route/exportXls. Mutations invalidate routesQueryKey. */
export const ROUTE_LIST_URL = '/ops/route/list';
export const ROUTE_EXPORT_URL = '/ops/route/exportXls';
export const routesQueryKey = ['ops', 'routes'] as const;
