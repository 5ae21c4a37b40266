/** GET /sys/dataLog/list: saved versions of audited records (through useListPage). */
export const DATA_LOG_LIST_URL = '/sys/dataLog/list';
export const dataLogsQueryKey = ['system', 'data-logs'] as const;
