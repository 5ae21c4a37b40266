import { USER_LIST_FIELDS } from '@bus/contracts';
import { superQueryFieldsOf } from '../../../../components/super-query';

/** GET /sys/user/list: the user list page (through useListPage). Mutations invalidate usersQueryKey. */
export const USER_LIST_URL = '/sys/user/list';
export const usersQueryKey = ['system', 'users'] as const;

export const USER_EXPORT_URL = '/sys/user/exportXls';
export const USER_IMPORT_URL = '/sys/user/importExcel';
export const USER_IMPORT_TEMPLATE_URL = '/sys/user/importTemplate';

/** The advanced query of the user list: the fields its catalogue (shared with the server) offers. */
export const USER_SUPER_QUERY_FIELDS = superQueryFieldsOf(USER_LIST_FIELDS);
