import { LOG_LIST_FIELDS } from '@bus/contracts';
import { superQueryFieldsOf } from '../../../../components/super-query';

/** GET /sys/log/list: login (logType 1) and operation (2) entries (through useListPage). */
export const LOG_LIST_URL = '/sys/log/list';
export const logsQueryKey = ['system', 'logs'] as const;

/** The advanced query of the log list: the fields its catalogue (shared with the server) offers. */
export const LOG_SUPER_QUERY_FIELDS = superQueryFieldsOf(LOG_LIST_FIELDS);
