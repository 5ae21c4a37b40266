/** GET /ops/vehicle/list (through useListPage) and its export. Mutations invalidate vehiclesQueryKey. */
export const VEHICLE_LIST_URL = '/ops/vehicle/list';
export const VEHICLE_EXPORT_URL = '/ops/vehicle/exportXls';
export const vehiclesQueryKey = ['ops', 'vehicles'] as const;
