import type { SuperQueryField } from '../../../../components/super-query';

/** GET /sys/log/list: login (logType 1) and operation (2) entries (through useListPage). */
export const LOG_LIST_URL = '/sys/log/list';
export const logsQueryKey = ['system', 'logs'] as const;

/** The advanced query of the log list: fields the server's log list definition allowlists. */
export const LOG_SUPER_QUERY_FIELDS: SuperQueryField[] = [
  // keyWord is the content column when used in the advanced query
  { field: 'keyWord', label: '日志内容', type: 'string' },
  { field: 'username', label: '操作人', type: 'string' },
  { field: 'ip', label: 'IP', type: 'string' },
  {
    field: 'method',
    label: '请求方法',
    type: 'options',
    options: ['GET', 'POST', 'PUT', 'DELETE'].map((m) => ({ value: m, label: m })),
  },
  { field: 'status', label: '状态码', type: 'number', dbType: 'int' },
  { field: 'costMs', label: '耗时(毫秒)', type: 'number', dbType: 'int' },
  { field: 'createTime', label: '创建时间', type: 'datetime' },
];
