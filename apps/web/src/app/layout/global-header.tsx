import { memo } from 'react';
import { Button, Layout } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { NoticeBell } from '../../features/system/announcements/components/notice-bell';
import { welcomeText } from '../../lib/greeting';
import { useSessionStore } from '../../lib/session';
import type { MenuNode } from '../router/route-table';
import { HeaderSearch } from './header-search';
import { UserDropdown } from './user-dropdown';

interface GlobalHeaderProps {
  tree: MenuNode[];
  mobile: boolean;
  collapsed: boolean;
  showTrigger: boolean;
  onToggle: () => void;
  /** top-menu mode: logo and horizontal menu */
  left?: ReactNode;
  dark: boolean;
  style?: React.CSSProperties;
  onOpenSettings: () => void;
}

export const GlobalHeader = memo(function GlobalHeader({
  tree,
  mobile,
  collapsed,
  showTrigger,
  onToggle,
  left,
  dark,
  style,
  onOpenSettings,
}: GlobalHeaderProps) {
  const realname = useSessionStore((state) => state.userInfo?.realname || state.userInfo?.username);
  const color = dark ? 'rgba(255,255,255,0.85)' : undefined;
  return (
    <Layout.Header
      className={dark ? 'global-header global-header--dark' : 'global-header'}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '0 12px',
        height: 64,
        background: dark ? '#001529' : '#fff',
        boxShadow: '0 1px 4px rgba(0,21,41,0.08)',
        zIndex: 10,
        color,
        ...style,
      }}
    >
      {showTrigger && (
        <Button
          type="text"
          aria-label={collapsed ? '展开菜单' : '收起菜单'}
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={onToggle}
          style={{ fontSize: 16, color }}
        />
      )}
      {left}
      <div style={{ flex: left ? 'none' : 1 }} />
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, color }}>
        <HeaderSearch tree={tree} mobile={mobile} />
        <NoticeBell />
        {!mobile && <span style={{ whiteSpace: 'nowrap' }}>{welcomeText(realname)}</span>}
        <UserDropdown onOpenSettings={onOpenSettings} />
      </div>
    </Layout.Header>
  );
});
