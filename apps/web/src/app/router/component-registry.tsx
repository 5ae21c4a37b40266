/**
 * Menu component strings -> lazily loaded pages. Anything not listed renders the placeholder
 * with the menu title (spec 01 section 8 '功能待实现').
 */
import type { ComponentType } from 'react';
import { preloadable } from '../../lib/preloadable';
import { setImplementedPages } from '../../lib/implemented-pages';

export interface PageProps {
  title: string;
  frameUrl?: string;
}

type PageComponent = ComponentType<PageProps>;
type PageModule = { default: ComponentType<PageProps> };

/** each page's fetch of its code, in the order the pages are listed here */
const preloaders = new Map<PageComponent, () => Promise<unknown>>();
/** A lazily loaded page whose chunk can also be fetched ahead of the first visit (and then shows at once). */
function page(load: () => Promise<PageModule>): PageComponent {
  const { Component, preload } = preloadable(load);
  preloaders.set(Component, preload);
  return Component;
}

const Analysis = page(() => import('../../features/dashboard/analysis/pages/analysis-page'));
const Exception403 = page(() => import('../../features/exception/pages/exception-page').then((m) => ({ default: m.Exception403 })));
const Exception404 = page(() => import('../../features/exception/pages/exception-page').then((m) => ({ default: m.Exception404 })));
const Exception500 = page(() => import('../../features/exception/pages/exception-page').then((m) => ({ default: m.Exception500 })));
const IframePage = page(() => import('../layout/iframe-page'));
const HelpCenter = page(() => import('../help/help-center-page'));
const Placeholder = page(() => import('../../components/placeholder-page'));
const DepartList = page(() => import('../../features/system/departs/pages/depart-list-page'));
const SiteList = page(() => import('../../features/ops/network/pages/stop-list-page'));
const LineList = page(() => import('../../features/ops/network/pages/route-list-page'));
const SysPositionList = page(() => import('../../features/system/positions/pages/position-list-page'));
const ShiftList = page(() => import('../../features/ops/timetable/pages/shift-page'));
const VehicleList = page(() => import('../../features/ops/fleet/pages/vehicle-list-page'));
const DriverList = page(() => import('../../features/ops/fleet/pages/driver-list-page'));
const OperatingRecordList = page(() => import('../../features/ops/dispatch/pages/operating-record-page'));
const LineCheckList = page(() => import('../../features/ops/line-check/pages/line-check-list-page'));
const NoticeList = page(() => import('../../features/ops/notice/pages/notice-list-page'));
const MemberList = page(() => import('../../features/ops/members/pages/member-list-page'));
const CustomizationList = page(() => import('../../features/ops/custom/pages/customization-list-page'));
const CustomTicketList = page(() => import('../../features/ops/custom/pages/custom-ticket-list-page'));
const DictList = page(() => import('../../features/system/dicts/pages/dict-list-page'));
const SysCategoryList = page(() => import('../../features/system/categories/pages/category-list-page'));
const SysCheckRuleList = page(() => import('../../features/system/check-rules/pages/check-rule-list-page'));
const SysFillRuleList = page(() => import('../../features/system/fill-rules/pages/fill-rule-list-page'));
const UserList = page(() => import('../../features/system/users/pages/user-list-page'));
const UserRecycleBinList = page(() => import('../../features/system/users/pages/user-recycle-bin-page'));
const RoleList = page(() => import('../../features/system/roles/pages/role-list-page'));
const PermissionList = page(() => import('../../features/system/menus/pages/menu-list-page'));
const TenantList = page(() => import('../../features/system/tenants/pages/tenant-list-page'));

const SysAnnouncementList = page(() => import('../../features/system/announcements/pages/announcement-list-page'));
const UserAnnouncementList = page(() => import('../../features/system/announcements/pages/my-announcement-page'));
const SysUserOnlineList = page(() => import('../../features/system/online-users/pages/online-user-list-page'));
const LogList = page(() => import('../../features/system/logs/pages/log-list-page'));
const DataLogList = page(() => import('../../features/system/data-logs/pages/data-log-list-page'));

const WidgetsDemo = page(() => import('../../features/demo/widgets/pages/widgets-page'));
const OnlCgreportHeadList = page(() => import('../../features/online/cgreport/pages/cgreport-list-page'));
const ElementDisplayList = page(() => import('../../features/basic/element-display/pages/element-display-list-page'));
const QuartzJobList = page(() => import('../../features/system/quartz/pages/quartz-job-list-page'));
const AddressList = page(() => import('../../features/system/address/pages/address-list-page'));
const SysDataSourceList = page(() => import('../../features/system/data-sources/pages/data-source-list-page'));
const SysGatewayRouteList = page(() => import('../../features/system/gateway/pages/gateway-route-list-page'));
const AccountCenter = page(() => import('../../features/account/center/pages/account-center-page'));
const BaseSetting = page(() => import('../../features/account/settings/pages/base-setting-page'));
const SecuritySetting = page(() => import('../../features/account/settings/pages/security-page'));
const BindingSetting = page(() => import('../../features/account/settings/pages/binding-page'));
const NotificationSetting = page(() => import('../../features/account/settings/pages/notification-page'));
const CustomSetting = page(() => import('../../features/account/settings/pages/custom-page'));
const ModelList = page(() => import('../../features/workflow/design/pages/model-list-page'));
const ProcessDesign = page(() => import('../../features/workflow/design/pages/process-design-page'));
const ModelHistory = page(() => import('../../features/workflow/design/pages/model-history-page'));
const FormHistory = page(() => import('../../features/workflow/design/pages/form-history-page'));
const TodoList = page(() => import('../../features/workflow/task/pages/todo-list-page'));
const SendList = page(() => import('../../features/workflow/task/pages/my-process-list-page'));
const ClaimList = page(() => import('../../features/workflow/task/pages/claim-list-page'));
const StartList = page(() => import('../../features/workflow/process/pages/start-list-page'));
const StartProcess = page(() => import('../../features/workflow/process/pages/start-page'));
const LeaveForm = page(() => import('../../features/workflow/process/pages/leave-page'));
const FormTemplateList = page(() => import('../../features/workflow/design/pages/form-template-page'));
const ProcessInstanceList = page(() => import('../../features/workflow/ops/pages/process-instance-list-page'));
const ProcessDetail = page(() => import('../../features/workflow/process/pages/process-detail-page'));
const DoneList = page(() => import('../../features/workflow/task/pages/done-list-page'));
const CopyList = page(() => import('../../features/workflow/task/pages/copy-list-page'));

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
  'zsgj/SiteList': SiteList,
  'zsgj/LineList': LineList,
  'zsgj/ShiftList': ShiftList,
  'zsgj/VehicleList': VehicleList,
  'zsgj/DriverList': DriverList,
  'zsgj/OperatingRecordList': OperatingRecordList,
  'zsgj/LineCheckList': LineCheckList,
  'zsgj/NoticeList': NoticeList,
  'zsgj/MemberList': MemberList,
  'zsgj/CustomizationList': CustomizationList,
  'zsgj/CustomTicketList': CustomTicketList,
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
  'workflow/task/TodoList': TodoList,
  'workflow/task/SendList': SendList,
  'workflow/task/ClaimList': ClaimList,
  'workflow/process/StartList': StartList,
  'workflow/process/Start': StartProcess,
  'workflow/form/LeaveForm': LeaveForm,
  'workflow/form/TemplateList': FormTemplateList,
  'workflow/ops/ProcessInstanceList': ProcessInstanceList,
  'workflow/process/Detail': ProcessDetail,
  'workflow/task/DoneList': DoneList,
  'workflow/task/CopyList': CopyList,
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

/**
 * Fetches the code of the pages a user is about to open (the items of a submenu just opened, the
 * item under the pointer) at once, ahead of the idle-time prefetch of every page.
 */
export function preloadPage(component: string | null | undefined): void {
  const preload = preloaders.get(resolvePageComponent(component));
  // a failed prefetch is only a missed head start: the visit loads the page again and shows its error
  preload?.().catch(() => undefined);
}

/**
 * Fetches every page's code while the browser is idle after sign-in, one chunk at a time, so a
 * menu click waits for the list's data, not for its code (issue 10: menu click to rows).
 */
export function preloadPages(isIdle: () => Promise<void>): () => void {
  let stopped = false;
  void (async () => {
    for (const load of preloaders.values()) {
      await isIdle();
      if (stopped) return;
      try {
        await load();
      } catch {
        // a prefetch that failed (offline, new deployment) is only a missed head start: the visit
        // itself loads the page again and shows its error
      }
    }
  })();
  return () => {
    stopped = true;
  };
}
