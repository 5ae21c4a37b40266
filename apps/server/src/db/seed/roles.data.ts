/**
 * Roles and what they see. A grant names a menu route name: the item, its ancestors and
 * everything under it (pages and buttons). '*' grants every permission.
 */
export const roles: Array<{ code: string; name: string; description: string; grants: string[] }> = [
  { code: 'admin', name: '管理员', description: '系统管理员，拥有全部权限', grants: ['*'] },
  {
    code: 'operator',
    name: '运营人员',
    description: '线路、班次、车辆与包车等运营业务',
    grants: [
      'dashboard-analysis',
      'account',
      'zsgj',
      'bc',
      'cdz',
      'charts',
      'workflow-todo',
      'workflow-done',
      'workflow-claim',
      'workflow-copy',
      'workflow-send',
      'workflow-start',
      'workflow-form-leave',
      'isps-userAnnouncement',
    ],
  },
  {
    code: 'service_desk',
    name: '客服人员',
    description: '年卡、挂失、补卡等卡务窗口与乘客服务',
    grants: [
      'dashboard-analysis',
      'account',
      'isps',
      'zsgj-member',
      'zsgj-notice',
      'zsgj-customTicket',
      'bc-serviceQuestionMaintain',
      'bc-serviceEvaluation',
      'workflow-todo',
      'workflow-done',
      'workflow-start',
      'workflow-form-leave',
    ],
  },
  {
    code: 'workflow_designer',
    name: '流程设计人员',
    description: '设计与运维审批流程',
    grants: ['dashboard-analysis', 'account', 'workflow', 'message', 'isps-userAnnouncement'],
  },
];
