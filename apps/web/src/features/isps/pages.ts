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
  'isps/OrderDetailList': () => import('./order/pages/order-list-page'),
  'zsgj/PayRefundRecordList': () => import('./order/pages/pay-refund-record-list-page'),
  'zsgj/ReconciliationRecordList': () => import('./reconcile/pages/reconciliation-record-page'),
  'zsgj/AutoReconciliation': () => import('./reconcile/pages/auto-reconciliation-page'),
  'isps/AnnualCardCheckList': () => import('./annual-card/pages/annual-card-check-page'),
  'isps/RechargeSetting': () => import('./recharge-setting/pages/recharge-setting-page'),
};
