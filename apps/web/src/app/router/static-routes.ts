/** Fixed routes under the main layout (spec 01 section 2.3, spec 03 section 2). */
import { HOME_PATH, HOME_TITLE, type AppRoute } from './route-table';

function route(path: string, title: string, component: string, extra: Partial<AppRoute> = {}): AppRoute {
  return {
    path,
    name: path.replace(/^\//, '').replace(/[/:]/g, '-'),
    component,
    title,
    keepAlive: false,
    componentName: null,
    hidden: true,
    chain: [{ path, title }],
    permissionList: [],
    ...extra,
  };
}

const bc = (path: string, title: string, extra: Partial<AppRoute> = {}) =>
  route(`/bc/${path}`, title, `bc/${path}`, {
    keepAlive: extra.keepAlive ?? true,
    componentName: path,
    chain: [
      { path: '/bc/bcpublish', title: '包车业务' },
      { path: `/bc/${path}`, title },
    ],
    ...extra,
  });

export const STATIC_ROUTES: AppRoute[] = [
  route(HOME_PATH, HOME_TITLE, 'dashboard/Analysis', { name: 'dashboard-analysis', keepAlive: true, componentName: 'Analysis', chain: [] }),
  // kept alive: switching to another tab must not drop the designer's unsaved work
  route('/workflow/design/process/:id', '流程设计', 'workflow/design/ProcessDesign', { keepAlive: true }),
  route('/workflow/design/model/history/:id', '模型历史', 'workflow/design/ModelHistory'),
  route('/workflow/design/form/history/:id', '表单历史', 'workflow/design/FormHistory'),
  route('/workflow/process/start/:params', '发起流程', 'workflow/process/Start'),
  route('/workflow/process/detail/:params', '流程详情', 'workflow/process/Detail'),
  route('/rule/CustomRulesPersonalAndSchool', '定制规则', 'rule/CustomRulesPersonalAndSchool'),
  route('/zsgj/basic/user-detail', '用户详情', 'zsgj/basic/UserDetail'),
  route('/zsgj/basic/order-detail', '订单详情', 'zsgj/basic/OrderDetail'),
  route('/bc', '包车业务', 'layouts/RouteView', { redirect: '/bc/bcpublish' }),
  bc('bcpublish', '包车发布'),
  bc('bcDemand', '包车需求'),
  bc('bcOrder', '包车订单'),
  bc('orderCheck', '订单查看', { keepAlive: false }),
  bc('sendCar', '派车'),
  bc('send', '调度'),
  bc('makeInvoice', '开票收款'),
  bc('sendDetail/info', '司机派车统计'),
  bc('sendDetail', '司机派车明细'),
  bc('serviceQuestionMaintain', '客服问题维护'),
  bc('serviceEvaluation', '客服问题维护'),
  route('/403', '403', 'exception/403'),
  route('/404', '404', 'exception/404'),
  route('/500', '500', 'exception/500'),
];
