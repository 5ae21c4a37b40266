/** Menu icons by antd icon name, from a list of the names a back office uses. */
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
  MonitorOutlined,
  NotificationOutlined,
  PartitionOutlined,
  PayCircleOutlined,
  PieChartOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';

type IconComponent = ComponentType<object>;

const KNOWN: Record<string, IconComponent> = {
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
  MonitorOutlined,
  NotificationOutlined,
  PartitionOutlined,
  PayCircleOutlined,
  PieChartOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
  WalletOutlined,
};

function normalize(name: string): string {
  // Older menus store ant-design-vue style names ('setting', 'user'): map them to the React ones.
  if (/Outlined$|Filled$|TwoTone$/.test(name)) return name;
  return `${name.replace(/(^|-)(\w)/g, (_m, _dash, letter: string) => letter.toUpperCase())}Outlined`;
}

/** Names outside the list show a generic icon (importing every icon would triple the shell). */
export function MenuIcon({ name }: { name?: string | null }) {
  if (!name) return null;
  return createElement(KNOWN[normalize(name)] ?? AppstoreOutlined);
}
