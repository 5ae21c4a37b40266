import type { AreaPages } from '../../lib/area-pages';

/** The widget demo page. */
export const demoPages: AreaPages = {
  'demo/Widgets': () => import('./widgets/pages/widgets-page'),
};
