/**
 * Menu component strings -> lazily loaded pages. Anything not listed renders the placeholder
 * with the menu title (spec 01 section 8 '功能待实现').
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { setImplementedPages } from '../../lib/implemented-pages';

export interface PageProps {
  title: string;
  frameUrl?: string;
}

type PageComponent = LazyExoticComponent<ComponentType<PageProps>> | ComponentType<PageProps>;

const Analysis = lazy(() => import('../../features/dashboard/analysis/pages/analysis-page'));
const Exception403 = lazy(() => import('../../features/exception/pages/exception-page').then((m) => ({ default: m.Exception403 })));
const Exception404 = lazy(() => import('../../features/exception/pages/exception-page').then((m) => ({ default: m.Exception404 })));
const Exception500 = lazy(() => import('../../features/exception/pages/exception-page').then((m) => ({ default: m.Exception500 })));
const IframePage = lazy(() => import('../layout/iframe-page'));
const HelpCenter = lazy(() => import('../help/help-center-page'));
const Placeholder = lazy(() => import('../../components/placeholder-page'));
const DepartList = lazy(() => import('../../features/system/departs/pages/depart-list-page'));
const SysPositionList = lazy(() => import('../../features/system/positions/pages/position-list-page'));
const DictList = lazy(() => import('../../features/system/dicts/pages/dict-list-page'));
const SysCategoryList = lazy(() => import('../../features/system/categories/pages/category-list-page'));
const SysCheckRuleList = lazy(() => import('../../features/system/check-rules/pages/check-rule-list-page'));
const SysFillRuleList = lazy(() => import('../../features/system/fill-rules/pages/fill-rule-list-page'));
const UserList = lazy(() => import('../../features/system/users/pages/user-list-page'));
const UserRecycleBinList = lazy(() => import('../../features/system/users/pages/user-recycle-bin-page'));
const RoleList = lazy(() => import('../../features/system/roles/pages/role-list-page'));
const PermissionList = lazy(() => import('../../features/system/menus/pages/menu-list-page'));
const TenantList = lazy(() => import('../../features/system/tenants/pages/tenant-list-page'));

const SysAnnouncementList = lazy(() => import('../../features/system/announcements/pages/announcement-list-page'));
const UserAnnouncementList = lazy(() => import('../../features/system/announcements/pages/my-announcement-page'));
const SysUserOnlineList = lazy(() => import('../../features/system/online-users/pages/online-user-list-page'));
const LogList = lazy(() => import('../../features/system/logs/pages/log-list-page'));
const DataLogList = lazy(() => import('../../features/system/data-logs/pages/data-log-list-page'));

const WidgetsDemo = lazy(() => import('../../features/demo/widgets/pages/widgets-page'));
const OnlCgreportHeadList = lazy(() => import('../../features/online/cgreport/pages/cgreport-list-page'));
const ElementDisplayList = lazy(() => import('../../features/basic/element-display/pages/element-display-list-page'));
const QuartzJobList = lazy(() => import('../../features/system/quartz/pages/quartz-job-list-page'));
const AddressList = lazy(() => import('../../features/system/address/pages/address-list-page'));
const SysDataSourceList = lazy(() => import('../../features/system/data-sources/pages/data-source-list-page'));
const SysGatewayRouteList = lazy(() => import('../../features/system/gateway/pages/gateway-route-list-page'));
const AccountCenter = lazy(() => import('../../features/account/center/pages/account-center-page'));
const BaseSetting = lazy(() => import('../../features/account/settings/pages/base-setting-page'));
const SecuritySetting = lazy(() => import('../../features/account/settings/pages/security-page'));
const BindingSetting = lazy(() => import('../../features/account/settings/pages/binding-page'));
const NotificationSetting = lazy(() => import('../../features/account/settings/pages/notification-page'));
const CustomSetting = lazy(() => import('../../features/account/settings/pages/custom-page'));
const ModelList = lazy(() => import('../../features/workflow/design/pages/model-list-page'));
const ProcessDesign = lazy(() => import('../../features/workflow/design/pages/process-design-page'));
const ModelHistory = lazy(() => import('../../features/workflow/design/pages/model-history-page'));
const FormHistory = lazy(() => import('../../features/workflow/design/pages/form-history-page'));

const REGISTRY: Record<string, PageComponent> = {
  'demo/Widgets': WidgetsDemo,
  'online/cgreport/OnlCgreportHeadList': OnlCgreportHeadList,
  'basic-manage/ElementDisplayList': ElementDisplayList,
  'system/QuartzJobList': QuartzJobList,
  'system/AddressList': AddressList,
  'system/SysDataSourceList': SysDataSourceList,
  'system/SysGatewayRouteList': SysGatewayRouteList,
  'account/center/Index': AccountCenter,
  'account/settings/BaseSetting': BaseSetting,
  'account/settings/Security': SecuritySetting,
  // the hidden 修改密码 menu (/system/password) opens the security settings, where the password is changed
  'system/ChangePassword': SecuritySetting,
  'account/settings/Binding': BindingSetting,
  'account/settings/Notification': NotificationSetting,
  'account/settings/Custom': CustomSetting,
  'system/SysAnnouncementList': SysAnnouncementList,
  'system/UserAnnouncementList': UserAnnouncementList,
  'system/SysUserOnlineList': SysUserOnlineList,
  'system/LogList': LogList,
  'system/DataLogList': DataLogList,
  'dashboard/Analysis': Analysis,
  'dashboard/analysis': Analysis,
  'exception/403': Exception403,
  'exception/404': Exception404,
  'exception/500': Exception500,
  'layouts/IframePageView': IframePage,
  'help/HelpCenter': HelpCenter,
  'system/UserList': UserList,
  'system/DepartList': DepartList,
  'system/SysPositionList': SysPositionList,
  'system/DictList': DictList,
  'system/SysCategoryList': SysCategoryList,
  'system/SysCheckRuleList': SysCheckRuleList,
  'system/SysFillRuleList': SysFillRuleList,
  'system/UserRecycleBinList': UserRecycleBinList,
  'system/RoleList': RoleList,
  'system/PermissionList': PermissionList,
  // data rules are kept per menu: the 数据规则 page opens the menu admin, where each menu has its rules
  'system/PermissionDataRuleList': PermissionList,
  'system/TenantList': TenantList,
  'workflow/design/ModelList': ModelList,
  'workflow/design/ProcessDesign': ProcessDesign,
  'workflow/design/ModelHistory': ModelHistory,
  'workflow/design/FormHistory': FormHistory,
};

export function resolvePageComponent(component: string | null | undefined): PageComponent {
  const key = component?.replace(/^\/+|\.vue$/g, '');
  return (key && Object.hasOwn(REGISTRY, key) && REGISTRY[key]) || Placeholder;
}

export function isRegisteredComponent(component: string): boolean {
  return Object.hasOwn(REGISTRY, component.replace(/^\/+|\.vue$/g, ''));
}

// the home page's quick entries offer only pages this build has
setImplementedPages((component) => !!component && isRegisteredComponent(component) && !component.startsWith('layouts/'));
