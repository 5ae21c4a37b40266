/**
 * The menu tree of spec 01 section 2.4. Top areas are menu type 0 with component
 * 'layouts/RouteView'; their pages are type 1; `buttons` become type 2 permissions
 * from the permission catalogue (PERMS of @bus/contracts). Route names derive from the path (/system/user -> system-user).
 * Components follow JeecgBoot names; the web shows 功能待实现 for those it does not know yet.
 */
import { AREA_PAGES, PERMS, type PermissionCode } from '@bus/contracts';

export interface MenuSeed {
  path: string;
  title: string;
  /** route name; derived from the path when absent */
  name?: string;
  component?: string;
  icon?: string;
  keepAlive?: boolean;
  hidden?: boolean;
  alwaysShow?: boolean;
  /** open in a new window (external link, url starts with https://) */
  external?: boolean;
  /** false: shown in the menu but not turned into a route (route '0') */
  isRoute?: boolean;
  perms?: PermissionCode;
  buttons?: Array<{ perms: PermissionCode; title: string }>;
  children?: MenuSeed[];
}

const ACTION_TITLES: Record<string, string> = {
  add: '新增',
  edit: '编辑',
  delete: '删除',
  batch_delete: '批量删除',
  export: '导出',
  import: '导入',
  frozen: '冻结/解冻',
  reset_password: '重置密码',
  authorize: '授权',
  release: '发布',
  revoke: '撤销',
  start: '启动',
  stop: '停止',
  force_logout: '强制退出',
  revert: '还原',
  gtfs_import: 'GTFS 导入',
  gtfs_export: 'GTFS 导出',
  gtfs_validate: 'GTFS 校验',
  generate: '生成时刻表',
  duty: '排班',
  rule: '排班规则',
  plan: '运营计划',
  record: '登记实绩',
  assign: '指派',
  close: '关闭',
  download: '下载',
};

/** The codes an area built on the kits gives its pages (contracts' AREA_PAGES), by menu path. */
const AREA_CODES = new Map(AREA_PAGES.map((page) => [page.menu, page]));

/** A list page; kept alive unless said otherwise; an area's page carries the codes the area declares for it. */
const page = (path: string, title: string, component: string, extra: Partial<MenuSeed> = {}): MenuSeed => {
  const area = AREA_CODES.get(path);
  return {
    path,
    title,
    component,
    keepAlive: true,
    ...(area ? withCodes(title, area.permissions as { list: PermissionCode } & Record<string, PermissionCode>, area.actionTitles) : {}),
    ...extra,
  };
};

/** A page's list permission and, as buttons, the rest of its catalogue group. */
const withCodes = (
  title: string,
  { list, ...actions }: { list: PermissionCode } & Record<string, PermissionCode>,
  titles: Readonly<Record<string, string>> = {},
): Partial<MenuSeed> => ({
  perms: list,
  buttons: Object.entries(actions).map(([action, perms]) => {
    const actionTitle = titles[action] ?? ACTION_TITLES[action];
    if (!actionTitle) throw new Error(`menu ${title}: the button ${perms} has no title (give it in the area's actionTitles)`);
    return { perms, title: `${title}-${actionTitle}` };
  }),
});

/** A 公交运营管理 page with its catalogue codes. */
const opsPage = (path: string, resource: keyof typeof PERMS.ops, title: string, component: string) =>
  page(`/zsgj/${path}`, title, component, withCodes(title, PERMS.ops[resource]));

/** A system page with its catalogue codes. */
const systemPage = (resource: keyof typeof PERMS.system, title: string, component: string, extra: Partial<MenuSeed> = {}) =>
  page(`/system/${resource}`, title, component, { ...withCodes(title, PERMS.system[resource]), ...extra });

const area = (path: string, title: string, icon: string, children: MenuSeed[], extra: Partial<MenuSeed> = {}): MenuSeed => ({
  path,
  title,
  icon,
  component: 'layouts/RouteView',
  children,
  ...extra,
});

export const menus: MenuSeed[] = [
  page('/dashboard/analysis', '首页', 'dashboard/Analysis', { icon: 'home' }),
  area(
    '/account',
    '个人页',
    'user',
    [
      page('/account/center', '个人中心', 'account/center/Index', { hidden: true }),
      page('/account/settings/base', '基本设置', 'account/settings/BaseSetting', { hidden: true }),
      page('/account/settings/security', '安全设置', 'account/settings/Security', { hidden: true }),
      page('/account/settings/custom', '个性化', 'account/settings/Custom', { hidden: true }),
      page('/account/settings/binding', '账户绑定', 'account/settings/Binding', { hidden: true }),
      page('/account/settings/notification', '新消息通知', 'account/settings/Notification', { hidden: true }),
    ],
    { hidden: true },
  ),
  area('/zsgj', '公交运营管理', 'car', [
    opsPage('line', 'route', '线路管理', 'zsgj/LineList'),
    opsPage('shift', 'timetable', '班次管理', 'zsgj/ShiftList'),
    opsPage('site', 'stop', '站点管理', 'zsgj/SiteList'),
    opsPage('driver', 'driver', '驾驶员管理', 'zsgj/DriverList'),
    opsPage('vehicle', 'vehicle', '车辆管理', 'zsgj/VehicleList'),
    opsPage('lineCheck', 'lineCheck', '线路巡检', 'zsgj/LineCheckList'),
    opsPage('member', 'member', '会员管理', 'zsgj/MemberList'),
    opsPage('notice', 'notice', '公告管理', 'zsgj/NoticeList'),
    opsPage('operatingRecord', 'dispatch', '运营记录', 'zsgj/OperatingRecordList'),
    page('/zsgj/payRefundRecord', '支付与退款记录', 'zsgj/PayRefundRecordList'),
    page('/zsgj/reconciliationRecord', '对账记录', 'zsgj/ReconciliationRecordList'),
    page('/zsgj/autoReconciliation', '自动对账', 'zsgj/AutoReconciliation'),
    opsPage('customization', 'customization', '企业与个人定制', 'zsgj/CustomizationList'),
    opsPage('customTicket', 'customTicket', '定制客运票务', 'zsgj/CustomTicketList'),
  ]),
  area('/isps', '卡务与支付服务', 'credit-card', [
    page('/isps/userAnnouncement', '我的消息', 'system/UserAnnouncementList'),
    page('/isps/annualCardCheck', '年卡审核', 'isps/AnnualCardCheckList'),
    page('/isps/lossReport', '挂失管理', 'isps/LossReportList'),
    page('/isps/cardProcessing', '办卡管理', 'isps/CardProcessingList'),
    page('/isps/cardReplacement', '补卡管理', 'isps/CardReplacementList'),
    page('/isps/monthCardOpen', '月卡开通', 'isps/MonthCardOpenList'),
    page('/isps/realNameAuth', '实名认证', 'isps/RealNameAuthList'),
    page('/isps/statistics', '统计报表', 'isps/Statistics'),
    page('/isps/supplementPlace', '补登网点', 'isps/SupplementPlaceList'),
    page('/isps/userInfo', '乘客信息', 'isps/UserInfoList'),
    page('/isps/cashConsume', '现金消费', 'isps/CashConsumeList'),
    page('/isps/payMode', '支付方式', 'isps/PayModeList'),
    page('/isps/orderDetail', '订单明细', 'isps/OrderDetailList'),
    page('/isps/paymentRecord', '支付记录', 'isps/PaymentRecordList'),
    page('/isps/rechargeSetting', '充值设置', 'isps/RechargeSetting'),
    page('/isps/refundRecord', '退款记录', 'isps/RefundRecordList'),
    page('/isps/unusualTrade', '异常交易', 'isps/UnusualTradeList'),
    page('/isps/dayTicketSetting', '日票设置', 'isps/DayTicketSetting'),
    page('/isps/feedback', '意见反馈', 'isps/FeedbackList'),
    page('/isps/infoCategory', '资讯分类与公告', 'isps/InfoCategoryList'),
    page('/isps/module', '功能模块', 'isps/ModuleList'),
    page('/isps/rotationMap', '轮播图', 'isps/RotationMapList'),
    page('/isps/oneStationOneCode', '一站一码', 'isps/OneStationOneCodeList'),
    page('/isps/personalCustom', '个人定制', 'isps/PersonalCustomList'),
    page('/isps/advertAccess', '广告接入', 'isps/AdvertAccessList'),
    page('/isps/appUpdate', 'APP 更新', 'isps/AppUpdateList'),
    page('/isps/privacyAgreement', '隐私协议', 'isps/PrivacyAgreement'),
    page('/isps/projectSetting', '项目设置', 'isps/ProjectSetting'),
    page('/isps/theme', '主题设置', 'isps/ThemeSetting'),
  ]),
  area('/bc', '包车业务', 'shop', [
    page('/bc/bcpublish', '包车发布', 'bc/BcPublishList'),
    page('/bc/bcDemand', '包车需求', 'bc/BcDemandList'),
    page('/bc/bcOrder', '包车订单', 'bc/BcOrderList'),
    page('/bc/orderCheck', '订单查看', 'bc/OrderCheck', { keepAlive: false }),
    page('/bc/sendCar', '派车管理', 'bc/SendCarList'),
    page('/bc/makeInvoice', '开票收款', 'bc/MakeInvoiceList'),
    page('/bc/sendDetail', '司机派车明细', 'bc/SendDetailList'),
    page('/bc/serviceQuestionMaintain', '客服问题维护', 'bc/ServiceQuestionMaintainList'),
    page('/bc/serviceEvaluation', '服务评价', 'bc/ServiceEvaluationList'),
  ]),
  area('/cdz', '充电站管理', 'thunderbolt', [
    page('/cdz/operatorInfo', '运营商信息', 'cdz/OperatorInfoList'),
    page('/cdz/stationInfo', '充电站信息', 'cdz/StationInfoList'),
  ]),
  area('/hr', '人力资源', 'team', [
    page('/hr/transfer', '人员调动', 'hr/TransferList'),
    page('/hr/regularStaff', '正式员工档案', 'hr/RegularStaffList'),
    page('/hr/contractStaff', '合同工档案', 'hr/ContractStaffList'),
    page('/hr/temporaryStaff', '临时工档案', 'hr/TemporaryStaffList'),
  ]),
  area('/basic-manage', '基础管理', 'database', [
    page('/basic-manage/elementDisplay', '前端元素显示', 'basic-manage/ElementDisplayList', withCodes('前端元素显示', PERMS.basic.elementDisplay)),
    page('/basic-manage/socialSecurityBase', '社保基数', 'basic-manage/SocialSecurityBaseList'),
  ]),
  area('/workflow', '流程管理', 'partition', [
    page('/workflow/design', '流程设计', 'workflow/design/ModelList', {
      perms: PERMS.workflow.model.view,
      // models and the start / node forms are kept on this page (tabs 流程模型 / 表单)
      buttons: [
        { perms: PERMS.workflow.model.design, title: '流程设计-设计' },
        { perms: PERMS.workflow.model.delete, title: '流程设计-删除' },
        { perms: PERMS.workflow.model.deploy, title: '流程设计-部署' },
        { perms: PERMS.workflow.form.view, title: '表单-查看' },
        { perms: PERMS.workflow.form.design, title: '表单-设计' },
        { perms: PERMS.workflow.form.delete, title: '表单-删除' },
      ],
    }),
    page('/workflow/ops', '流程运维', 'workflow/ops/ProcessInstanceList', {
      perms: PERMS.workflow.ops.view,
      buttons: [
        { perms: PERMS.workflow.ops.suspend, title: '流程运维-挂起/激活' },
        { perms: PERMS.workflow.ops.terminate, title: '流程运维-终止' },
        { perms: PERMS.workflow.ops.reassign, title: '流程运维-改派' },
        { perms: PERMS.workflow.ops.jump, title: '流程运维-跳转' },
        { perms: PERMS.workflow.ops.repair, title: '流程运维-修复' },
      ],
    }),
    page('/workflow/todo', '我的待办', 'workflow/task/TodoList', {
      perms: PERMS.workflow.task.todo,
      buttons: [{ perms: PERMS.workflow.task.handle, title: '我的待办-审批' }],
    }),
    page('/workflow/done', '我的已办', 'workflow/task/DoneList', { perms: PERMS.workflow.task.done }),
    page('/workflow/claim', '待认领', 'workflow/task/ClaimList'),
    page('/workflow/copy', '抄送我的', 'workflow/task/CopyList', { perms: PERMS.workflow.task.copy }),
    page('/workflow/send', '我发起的', 'workflow/task/SendList'),
    page('/workflow/start', '发起流程', 'workflow/process/StartList', { perms: PERMS.workflow.process.start }),
    page('/workflow/form/leave', '请假申请', 'workflow/form/LeaveForm'),
    page('/workflow/form/template', '表单模板', 'workflow/form/TemplateList'),
  ]),
  area('/message', '消息中心', 'message', [
    page('/message/list', '消息管理', 'message/SysMessageList'),
    page('/message/template', '消息模板', 'message/SysMessageTemplateList'),
  ]),
  area('/charts', '统计图表', 'bar-chart', [page('/charts/overview', '图表总览', 'charts/ChartOverview')]),
  area('/monitor', '系统监控', 'dashboard', [
    page('/monitor/httptrace', '请求追踪', 'monitor/HttpTrace', { keepAlive: false }),
    page('/monitor/jvm', '运行时信息', 'monitor/JvmInfo', { keepAlive: false }),
    page('/monitor/redis', 'Redis 监控', 'monitor/RedisInfo', { keepAlive: false }),
    page('/monitor/systemInfo', '服务器信息', 'monitor/SystemInfo', { keepAlive: false }),
    page('/monitor/tomcat', 'Tomcat 信息', 'monitor/TomcatInfo', { keepAlive: false, isRoute: false }),
  ]),
  area('/online', '在线开发', 'code', [
    page('/online/codegen', '代码生成', 'online/cgform/OnlCgformHeadList', withCodes('代码生成', PERMS.online.codegen)),
    page('/online/cgreport', 'Online报表配置', 'online/cgreport/OnlCgreportHeadList', withCodes('Online报表配置', PERMS.online.cgreport)),
  ]),
  area('/result', '结果页', 'check-circle', [
    page('/result/success', '成功页', 'result/Success', { keepAlive: false }),
    page('/result/fail', '失败页', 'result/Error', { keepAlive: false }),
  ]),
  area('/system', '系统管理', 'setting', [
    systemPage('user', '用户管理', 'system/UserList'),
    systemPage('role', '角色管理', 'system/RoleList'),
    systemPage('permission', '菜单管理', 'system/PermissionList'),
    systemPage('depart', '部门管理', 'system/DepartList'),
    systemPage('tenant', '租户管理', 'system/TenantList'),
    systemPage('dict', '数据字典', 'system/DictList'),
    systemPage('position', '职务管理', 'system/SysPositionList'),
    systemPage('announcement', '系统通告', 'system/SysAnnouncementList'),
    systemPage('category', '分类字典', 'system/SysCategoryList'),
    systemPage('checkRule', '编码校验规则', 'system/SysCheckRuleList'),
    systemPage('fillRule', '填值规则', 'system/SysFillRuleList'),
    systemPage('dataRule', '数据规则', 'system/PermissionDataRuleList'),
    systemPage('dataSource', '多数据源管理', 'system/SysDataSourceList'),
    systemPage('quartz', '定时任务', 'system/QuartzJobList'),
    systemPage('log', '日志管理', 'system/LogList'),
    systemPage('dataLog', '数据日志', 'system/DataLogList'),
    systemPage('onlineUser', '在线用户', 'system/SysUserOnlineList'),
    systemPage('recycleBin', '用户回收站', 'system/UserRecycleBinList'),
    systemPage('gateway', '网关路由', 'system/SysGatewayRouteList'),
    systemPage('address', '通讯录', 'system/AddressList'),
    page('/system/password', '修改密码', 'system/ChangePassword', { hidden: true, keepAlive: false }),
  ]),
  area('/demo', '组件示例', 'appstore', [
    page('/demo/widgets', '组件示例', 'demo/Widgets', {
      perms: PERMS.demo.widgets.view,
      // toolbar buttons of the editable-table demo (hidden without them; remove needs batch_delete)
      buttons: [
        { perms: PERMS.demo.widgets.table.add, title: '可编辑表格-新增' },
        { perms: PERMS.demo.widgets.table.batch_delete, title: '可编辑表格-批量删除' },
        { perms: PERMS.demo.widgets.table.save, title: '可编辑表格-保存' },
      ],
    }),
  ]),
  // an in-app page (it used to be a link to an address that did not resolve)
  page('/help', '帮助中心', 'help/HelpCenter', { name: 'help-center', icon: 'question-circle' }),
];

/** /system/user -> system-user */
export const routeNameOf = (menu: MenuSeed) => menu.name ?? menu.path.replace(/^\//, '').replaceAll('/', '-');
