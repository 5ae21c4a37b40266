import type { AreaPages } from '../../lib/area-pages';

/** 个人页's pages by the menu's component strings. */
export const accountPages: AreaPages = {
  'account/center/Index': () => import('./center/pages/account-center-page'),
  'account/settings/BaseSetting': () => import('./settings/pages/base-setting-page'),
  'account/settings/Security': () => import('./settings/pages/security-page'),
  'account/settings/Binding': () => import('./settings/pages/binding-page'),
  'account/settings/Notification': () => import('./settings/pages/notification-page'),
  'account/settings/Custom': () => import('./settings/pages/custom-page'),
};

export const accountPageAliases: Readonly<Record<string, string>> = {
  // the hidden 修改密码 menu (/system/password) opens the security settings, where the password is changed
  'system/ChangePassword': 'account/settings/Security',
};
