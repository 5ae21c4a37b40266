import type { AreaPages } from '../../lib/area-pages';

/** 在线开发's pages by the menu's component strings. */
export const onlinePages: AreaPages = {
  'online/cgreport/OnlCgreportHeadList': () => import('./cgreport/pages/cgreport-list-page'),
  'online/cgform/OnlCgformHeadList': () => import('./codegen/pages/codegen-page'),
};
