/** The account settings frame: a menu of the settings pages on the left (as Ant Design Pro's account settings). */
import type { ReactNode } from 'react';
import { Card, Menu, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';

export const SETTINGS_PAGES = [
  { key: '/account/settings/base', label: '基本设置' },
  { key: '/account/settings/security', label: '安全设置' },
  { key: '/account/settings/custom', label: '个性化' },
  { key: '/account/settings/binding', label: '账户绑定' },
  { key: '/account/settings/notification', label: '新消息通知' },
];

export function SettingsLayout({ title, children }: { title: string; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Card variant="borderless" styles={{ body: { padding: 0 } }}>
      <div style={{ display: 'flex', minHeight: 480 }}>
        <Menu
          mode="inline"
          style={{ width: 200, flex: 'none', paddingTop: 16 }}
          selectedKeys={[location.pathname]}
          items={SETTINGS_PAGES}
          onClick={({ key }) => navigate(key)}
        />
        <div style={{ flex: 1, padding: '16px 40px', minWidth: 0 }}>
          <Typography.Title level={4} style={{ marginBottom: 24 }}>
            {title}
          </Typography.Title>
          {children}
        </div>
      </div>
    </Card>
  );
}
