import type { AreaPages } from '../../lib/area-pages';

/** 系统管理's pages by the menu's component strings. */
export const systemPages: AreaPages = {
  'system/DepartList': () => import('./departs/pages/depart-list-page'),
  'system/SysPositionList': () => import('./positions/pages/position-list-page'),
  'system/DictList': () => import('./dicts/pages/dict-list-page'),
  'system/SysCategoryList': () => import('./categories/pages/category-list-page'),
  'system/SysCheckRuleList': () => import('./check-rules/pages/check-rule-list-page'),
  'system/SysFillRuleList': () => import('./fill-rules/pages/fill-rule-list-page'),
  'system/UserList': () => import('./users/pages/user-list-page'),
  'system/UserRecycleBinList': () => import('./users/pages/user-recycle-bin-page'),
  'system/RoleList': () => import('./roles/pages/role-list-page'),
  'system/PermissionList': () => import('./menus/pages/menu-list-page'),
  'system/TenantList': () => import('./tenants/pages/tenant-list-page'),
  'system/SysAnnouncementList': () => import('./announcements/pages/announcement-list-page'),
  'system/UserAnnouncementList': () => import('./announcements/pages/my-announcement-page'),
  'system/SysUserOnlineList': () => import('./online-users/pages/online-user-list-page'),
  'system/LogList': () => import('./logs/pages/log-list-page'),
  'system/DataLogList': () => import('./data-logs/pages/data-log-list-page'),
  'system/QuartzJobList': () => import('./quartz/pages/quartz-job-list-page'),
  'system/AddressList': () => import('./address/pages/address-list-page'),
  'system/SysDataSourceList': () => import('./data-sources/pages/data-source-list-page'),
  'system/SysGatewayRouteList': () => import('./gateway/pages/gateway-route-list-page'),
};

/** Menu entries that open another entry's page. */
export const systemPageAliases: Readonly<Record<string, string>> = {
  // data rules are kept per menu: the 数据规则 page opens the menu admin, where each menu has its rules
  'system/PermissionDataRuleList': 'system/PermissionList',
};
