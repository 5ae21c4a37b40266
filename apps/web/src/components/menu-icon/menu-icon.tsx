/**
 * The one list of menu icons, shared by the side menu, the home page's quick entries and 菜单管理
 * (its icon picker and its icon column), so they always agree. Menus store ant-design-vue style
 * names ('setting', 'bar-chart'); React names ('SettingOutlined') are read too.
 */
import { createElement, type ComponentType } from 'react';
import {
  AccountBookOutlined,
  AlertOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  CarOutlined,
  CheckCircleOutlined,
  ClusterOutlined,
  CodeOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DeploymentUnitOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  FolderOutlined,
  HomeOutlined,
  IdcardOutlined,
  LineChartOutlined,
  LinkOutlined,
  MenuOutlined,
  MessageOutlined,
  MonitorOutlined,
  NotificationOutlined,
  PartitionOutlined,
  PayCircleOutlined,
  PieChartOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  ToolOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';

export const MENU_ICONS: Readonly<Record<string, ComponentType<object>>> = {
  'account-book': AccountBookOutlined,
  alert: AlertOutlined,
  apartment: ApartmentOutlined,
  appstore: AppstoreOutlined,
  audit: AuditOutlined,
  bank: BankOutlined,
  'bar-chart': BarChartOutlined,
  bell: BellOutlined,
  book: BookOutlined,
  car: CarOutlined,
  'check-circle': CheckCircleOutlined,
  cluster: ClusterOutlined,
  code: CodeOutlined,
  'credit-card': CreditCardOutlined,
  dashboard: DashboardOutlined,
  database: DatabaseOutlined,
  'deployment-unit': DeploymentUnitOutlined,
  environment: EnvironmentOutlined,
  'file-text': FileTextOutlined,
  folder: FolderOutlined,
  home: HomeOutlined,
  idcard: IdcardOutlined,
  'line-chart': LineChartOutlined,
  link: LinkOutlined,
  menu: MenuOutlined,
  message: MessageOutlined,
  monitor: MonitorOutlined,
  notification: NotificationOutlined,
  partition: PartitionOutlined,
  'pay-circle': PayCircleOutlined,
  'pie-chart': PieChartOutlined,
  profile: ProfileOutlined,
  'question-circle': QuestionCircleOutlined,
  'safety-certificate': SafetyCertificateOutlined,
  schedule: ScheduleOutlined,
  setting: SettingOutlined,
  shop: ShopOutlined,
  solution: SolutionOutlined,
  team: TeamOutlined,
  thunderbolt: ThunderboltOutlined,
  tool: ToolOutlined,
  user: UserOutlined,
  wallet: WalletOutlined,
};

/** 'SettingOutlined' -> 'setting', 'BarChartOutlined' -> 'bar-chart'; stored names stay as they are. */
export function menuIconKey(name: string): string {
  const react = /^([A-Z]\w*?)(Outlined|Filled|TwoTone)$/.exec(name);
  if (!react) return name.trim().toLowerCase();
  return react[1].replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** Whether the name is one of the known icons (an unknown name shows the generic menu icon). */
export function isKnownMenuIcon(name: string | null | undefined): boolean {
  return !!name && Object.hasOwn(MENU_ICONS, menuIconKey(name));
}

/** The icon of a menu; an unknown name shows the generic menu icon, no name shows nothing. */
export function MenuIcon({ name }: { name?: string | null }) {
  if (!name) return null;
  const key = menuIconKey(name);
  return createElement(Object.hasOwn(MENU_ICONS, key) ? MENU_ICONS[key] : MenuOutlined);
}
