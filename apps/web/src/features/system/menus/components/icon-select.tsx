/** A searchable select of common menu icons (antd icon names in the ant-design-vue style the menus store). */
import { createElement, type ComponentType } from 'react';
import { Select } from 'antd';
import {
  AccountBookOutlined, AlertOutlined, ApartmentOutlined, AppstoreOutlined, AuditOutlined, BankOutlined, BarChartOutlined,
  BellOutlined, BookOutlined, CarOutlined, CheckCircleOutlined, ClusterOutlined, CodeOutlined, CreditCardOutlined,
  DashboardOutlined, DatabaseOutlined, EnvironmentOutlined, FileTextOutlined, FolderOutlined, HomeOutlined, IdcardOutlined,
  LineChartOutlined, LinkOutlined, MenuOutlined, MessageOutlined, MonitorOutlined, NotificationOutlined, PartitionOutlined,
  PayCircleOutlined, PieChartOutlined, ProfileOutlined, QuestionCircleOutlined, SafetyCertificateOutlined, ScheduleOutlined,
  SettingOutlined, ShopOutlined, SolutionOutlined, TeamOutlined, ThunderboltOutlined, ToolOutlined, UserOutlined, WalletOutlined,
} from '@ant-design/icons';

export const MENU_ICONS: Record<string, ComponentType<object>> = {
  'account-book': AccountBookOutlined, alert: AlertOutlined, apartment: ApartmentOutlined, appstore: AppstoreOutlined,
  audit: AuditOutlined, bank: BankOutlined, 'bar-chart': BarChartOutlined, bell: BellOutlined, book: BookOutlined, car: CarOutlined,
  'check-circle': CheckCircleOutlined, cluster: ClusterOutlined, code: CodeOutlined, 'credit-card': CreditCardOutlined,
  dashboard: DashboardOutlined, database: DatabaseOutlined, environment: EnvironmentOutlined, 'file-text': FileTextOutlined,
  folder: FolderOutlined, home: HomeOutlined, idcard: IdcardOutlined, 'line-chart': LineChartOutlined, link: LinkOutlined,
  menu: MenuOutlined, message: MessageOutlined, monitor: MonitorOutlined, notification: NotificationOutlined,
  partition: PartitionOutlined, 'pay-circle': PayCircleOutlined, 'pie-chart': PieChartOutlined, profile: ProfileOutlined,
  'question-circle': QuestionCircleOutlined, 'safety-certificate': SafetyCertificateOutlined, schedule: ScheduleOutlined,
  setting: SettingOutlined, shop: ShopOutlined, solution: SolutionOutlined, team: TeamOutlined, thunderbolt: ThunderboltOutlined,
  tool: ToolOutlined, user: UserOutlined, wallet: WalletOutlined,
};

export function MenuIconPreview({ name }: { name?: string | null }) {
  const icon = name ? MENU_ICONS[name] : undefined;
  return icon ? createElement(icon) : null;
}

interface Props {
  value?: string | null;
  onChange?(value: string | null): void;
}

export function IconSelect({ value, onChange }: Props) {
  return (
    <Select
      showSearch
      allowClear
      placeholder="选择图标"
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      options={Object.keys(MENU_ICONS).map((name) => ({
        value: name,
        label: (
          <span>
            <MenuIconPreview name={name} /> <span style={{ marginLeft: 6 }}>{name}</span>
          </span>
        ),
      }))}
      filterOption={(input, option) => String(option?.value ?? '').includes(input.trim().toLowerCase())}
    />
  );
}
