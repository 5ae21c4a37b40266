import type { AreaPages } from '../../lib/area-pages';

/** The isps area's pages by the menu's component strings: the card desk (issue 24) and the generated resources (npm run new:resource, 代码生成). */
export const ispsPages: AreaPages = {
  'isps/SupplementPlaceList': () => import('./supplement-place/pages/supplement-place-list-page'),
  'isps/PayModeList': () => import('./pay-mode/pages/pay-mode-list-page'),
  'isps/CardProcessingList': () => import('./card/pages/card-list-page'),
  'isps/LossReportList': () => import('./card/pages/loss-report-list-page'),
  'isps/CardReplacementList': () => import('./card/pages/card-replacement-list-page'),
  'isps/PaymentRecordList': () => import('./card/pages/payment-record-list-page'),
  'isps/RefundRecordList': () => import('./card/pages/refund-record-list-page'),
  'isps/CashConsumeList': () => import('./card/pages/cash-consume-list-page'),
  'isps/UnusualTradeList': () => import('./unusual-trade/pages/unusual-trade-list-page'),
  'isps/RechargeSetting': () => import('./recharge-setting/pages/recharge-setting-page'),
  'isps/FeedbackList': () => import('./feedback/pages/feedback-list-page'),
  'isps/InfoCategoryList': () => import('./info-category/pages/info-category-list-page'),
  'isps/ModuleList': () => import('./app-module/pages/app-module-list-page'),
  'isps/RotationMapList': () => import('./rotation-map/pages/rotation-map-list-page'),
  'isps/PersonalCustomList': () => import('./personal-custom/pages/personal-custom-list-page'),
  'isps/AdvertAccessList': () => import('./advert-access/pages/advert-access-list-page'),
  'isps/AppUpdateList': () => import('./app-update/pages/app-update-list-page'),
  'isps/PrivacyAgreement': () => import('./privacy-agreement/pages/privacy-agreement-page'),
  'isps/ProjectSetting': () => import('./project-setting/pages/project-setting-page'),
  'isps/ThemeSetting': () => import('./theme-setting/pages/theme-setting-page'),
  'isps/OneStationOneCodeList': () => import('./one-station-one-code/pages/one-station-one-code-page'),
};
