/** GET /sys/log/list: login (logType 1) and operation (2) entries (through useListPage). */
export const LOG_LIST_URL = '/sys/log/list';
export const logsQueryKey = ['system', 'logs'] as const;
