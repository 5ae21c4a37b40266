/** GET /sys/dataSource/list (through useListPage). Mutations invalidate dataSourcesQueryKey. */
export const DATA_SOURCE_LIST_URL = '/sys/dataSource/list';
export const dataSourcesQueryKey = ['system', 'dataSources'] as const;
