/** GET /sys/gatewayRoute/list (through useListPage). Mutations invalidate gatewayRoutesQueryKey. */
export const GATEWAY_ROUTE_LIST_URL = '/sys/gatewayRoute/list';
export const gatewayRoutesQueryKey = ['system', 'gatewayRoutes'] as const;
