import { useState } from 'react';
import { Avatar, Dropdown, Modal, message, type MenuProps } from 'antd';
import { ClusterOutlined, DeleteOutlined, LockOutlined, LogoutOutlined, SettingOutlined, ToolOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { ChangePasswordModal, NO_USER_MESSAGE } from '../../features/account/password/components/change-password-modal';
import { SwitchDepartModal } from '../../features/account/departs/components/switch-depart-modal';
import { logout } from '../../lib/api/logout';
import { refreshDictionaryCache } from '../../lib/dict-cache';
import { useSessionStore } from '../../lib/session';

/** Avatar menu: account pages, settings drawer, password, department, cache, sign-out. */
export function UserDropdown({ onOpenSettings }: { onOpenSettings: () => void }) {
  const navigate = useNavigate();
  const userInfo = useSessionStore((state) => state.userInfo);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [departOpen, setDepartOpen] = useState(false);

  const confirmLogout = () =>
    Modal.confirm({
      title: '提示',
      content: '真的要注销登录吗 ?',
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          await logout();
        } catch (error) {
          void message.error(error instanceof Error ? error.message : '退出登录失败');
        }
        navigate('/user/login', { replace: true });
        window.location.reload();
      },
    });

  const items: MenuProps['items'] = [
    { key: 'center', icon: <UserOutlined />, label: '个人中心' },
    { key: 'settings', icon: <SettingOutlined />, label: '账户设置' },
    { key: 'system', icon: <ToolOutlined />, label: '系统设置' },
    { key: 'password', icon: <LockOutlined />, label: '修改密码' },
    { key: 'depart', icon: <ClusterOutlined />, label: '切换部门' },
    { key: 'cache', icon: <DeleteOutlined />, label: '清理缓存' },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    switch (key) {
      case 'center':
        navigate('/account/center');
        break;
      case 'settings':
        navigate('/account/settings/base');
        break;
      case 'system':
        onOpenSettings();
        break;
      case 'password':
        if (!userInfo?.username) void message.warning(NO_USER_MESSAGE);
        else setPasswordOpen(true);
        break;
      case 'depart':
        setDepartOpen(true);
        break;
      case 'cache':
        void refreshDictionaryCache();
        break;
      case 'logout':
        confirmLogout();
        break;
    }
  };

  return (
    <>
      {/* opened by a click (or Enter) only: with hover as well, a click after the pointer had rested
          on the button closed the menu the hover had just opened (a busy e2e run lost it so) */}
      <Dropdown menu={{ items, onClick }} placement="bottomRight" trigger={['click']}>
        <button
          type="button"
          aria-label={`${userInfo?.realname || userInfo?.username || ''} 用户菜单`.trim()}
          style={{
            border: 0,
            background: 'transparent',
            color: 'inherit',
            cursor: 'pointer',
            padding: '0 8px',
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            height: 40,
            borderRadius: 6,
          }}
        >
          <Avatar size="small" src={userInfo?.avatar || undefined} icon={<UserOutlined />} />
          <span>{userInfo?.realname || userInfo?.username}</span>
        </button>
      </Dropdown>
      <ChangePasswordModal open={passwordOpen} onClose={() => setPasswordOpen(false)} />
      <SwitchDepartModal open={departOpen} onClose={() => setDepartOpen(false)} />
    </>
  );
}
