import type { SuperQueryField } from '../../../../components/super-query';

/** GET /sys/user/list: the user list page (through useListPage). Mutations invalidate usersQueryKey. */
export const USER_LIST_URL = '/sys/user/list';
export const usersQueryKey = ['system', 'users'] as const;

export const USER_EXPORT_URL = '/sys/user/exportXls';
export const USER_IMPORT_URL = '/sys/user/importExcel';
export const USER_IMPORT_TEMPLATE_URL = '/sys/user/importTemplate';

/** The advanced query of the user list: fields the server's user list definition allowlists. */
export const USER_SUPER_QUERY_FIELDS: SuperQueryField[] = [
  { field: 'username', label: '账号', type: 'string' },
  { field: 'realname', label: '姓名', type: 'string' },
  { field: 'sex', label: '性别', type: 'dict', dictCode: 'sex', dbType: 'int' },
  { field: 'birthday', label: '生日', type: 'date' },
  { field: 'phone', label: '手机号', type: 'string' },
  { field: 'email', label: '邮箱', type: 'string' },
  { field: 'workNo', label: '工号', type: 'string' },
  { field: 'idCard', label: '身份证号', type: 'string' },
  { field: 'status', label: '状态', type: 'dict', dictCode: 'user_status', dbType: 'int' },
  { field: 'createTime', label: '创建时间', type: 'datetime' },
];
