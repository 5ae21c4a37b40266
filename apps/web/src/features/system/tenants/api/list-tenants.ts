/** GET /sys/tenant/list: the key every tenant mutation invalidates. */
export const TENANT_LIST_URL = '/sys/tenant/list';
export const tenantsQueryKey = ['system', 'tenants'] as const;
