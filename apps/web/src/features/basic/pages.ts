import type { AreaPages } from '../../lib/area-pages';

/** 基础管理's pages by the menu's component strings. */
export const basicPages: AreaPages = {
  'basic-manage/ElementDisplayList': () => import('./element-display/pages/element-display-list-page'),
};
