import type { AreaPages } from '../../lib/area-pages';

/** 公交运营管理's pages by the menu's component strings. */
export const opsPages: AreaPages = {
  'zsgj/SiteList': () => import('./network/pages/stop-list-page'),
  'zsgj/LineList': () => import('./network/pages/route-list-page'),
  'zsgj/ShiftList': () => import('./timetable/pages/shift-page'),
  'zsgj/VehicleList': () => import('./fleet/pages/vehicle-list-page'),
  'zsgj/DriverList': () => import('./fleet/pages/driver-list-page'),
  'zsgj/OperatingRecordList': () => import('./dispatch/pages/operating-record-page'),
  'zsgj/LineCheckList': () => import('./line-check/pages/line-check-list-page'),
  'zsgj/NoticeList': () => import('./notice/pages/notice-list-page'),
  'zsgj/MemberList': () => import('./members/pages/member-list-page'),
  'zsgj/CustomizationList': () => import('./custom/pages/customization-list-page'),
  'zsgj/CustomTicketList': () => import('./custom/pages/custom-ticket-list-page'),
};
