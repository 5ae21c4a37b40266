import type { AreaPages } from '../../lib/area-pages';

/** 流程管理's pages by the menu's component strings. */
export const workflowPages: AreaPages = {
  'workflow/design/ModelList': () => import('./design/pages/model-list-page'),
  'workflow/design/ProcessDesign': () => import('./design/pages/process-design-page'),
  'workflow/design/ModelHistory': () => import('./design/pages/model-history-page'),
  'workflow/design/FormHistory': () => import('./design/pages/form-history-page'),
  'workflow/task/TodoList': () => import('./task/pages/todo-list-page'),
  'workflow/task/SendList': () => import('./task/pages/my-process-list-page'),
  'workflow/task/ClaimList': () => import('./task/pages/claim-list-page'),
  'workflow/process/StartList': () => import('./process/pages/start-list-page'),
  'workflow/process/Start': () => import('./process/pages/start-page'),
  'workflow/form/LeaveForm': () => import('./process/pages/leave-page'),
  'workflow/form/TemplateList': () => import('./design/pages/form-template-page'),
  'workflow/ops/ProcessInstanceList': () => import('./ops/pages/process-instance-list-page'),
  'workflow/process/Detail': () => import('./process/pages/process-detail-page'),
  'workflow/task/DoneList': () => import('./task/pages/done-list-page'),
  'workflow/task/CopyList': () => import('./task/pages/copy-list-page'),
};
