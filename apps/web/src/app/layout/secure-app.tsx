/**
 * Signed-in part of the app: loads user info, the permission list and the element display rules
 * once (spec 01 section 4, spec 03 section 4),
 * refuses an empty menu, and on any failure signs out and returns to login with a redirect.
 */
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { App as AntApp, Spin, message } from 'antd';
import { getUserInfo } from '../../lib/api/get-user-info';
import { getUserPermissions } from '../../lib/api/get-user-permissions';
import { logout } from '../../lib/api/logout';
import { loadElementDisplay } from '../../lib/element-display';
import { savePermissions, saveUserInfo, useSessionStore } from '../../lib/session';
import { loginPathFor } from '../router/guards';
import { BasicLayout } from './basic-layout';
import '../dayjs-locale';

let bootstrapping: Promise<void> | null = null;

/** Told on the change page when an app address was asked for before the password was set. */
export const MUST_SET_PASSWORD_NOTICE = '请先设置登录密码，然后再进入系统';

async function bootstrapSession(): Promise<void> {
  const userInfoRead = getUserInfo();
  try {
    // the element display rules load with the menu (spec 03 section 4): a failure signs out too
    const [userInfo, permissions] = await Promise.all([userInfoRead, getUserPermissions(), loadElementDisplay()]);
    if (!permissions?.menu?.length) throw new Error('未获取到菜单权限，请联系管理员');
    saveUserInfo(userInfo);
    savePermissions(permissions.menu, permissions.auth ?? [], permissions.allAuth ?? []);
  } catch (error) {
    // the server still wants a password set (this browser's stored user info said otherwise, so the
    // rule reads answered 403): the change page, not a sign-out (issue 22)
    const fresh = await userInfoRead.catch(() => null);
    if (!fresh?.mustChangePassword) throw error;
    saveUserInfo(fresh);
  }
}

/**
 * antd's App (the message / notification / modal hooks of App.useApp) around the signed-in app
 * only: the sign-in page does not load them (issue 10: its JavaScript budget).
 */
export default function SecureApp() {
  return (
    <AntApp>
      <SignedIn />
    </AntApp>
  );
}

function SignedIn() {
  const menuLoaded = useSessionStore((state) => state.menu.length > 0);
  const mustChangePassword = useSessionStore((state) => state.userInfo?.mustChangePassword);
  const location = useLocation();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const fullPath = location.pathname + location.search;
  // where to send the user if loading the session fails: the page they are on by then
  const leaveTo = useRef({ fullPath, navigate });
  useEffect(() => {
    leaveTo.current = { fullPath, navigate };
  });

  useEffect(() => {
    if (menuLoaded || mustChangePassword) return;
    bootstrapping ??= bootstrapSession().finally(() => {
      bootstrapping = null;
    });
    bootstrapping.catch(async (error: unknown) => {
      setFailed(true);
      void message.error(error instanceof Error && error.message ? error.message : '获取用户信息失败，请重新登录');
      await logout().catch(() => undefined);
      leaveTo.current.navigate(loginPathFor(leaveTo.current.fullPath), { replace: true });
    });
    // Only the first navigation with a token loads the session.
  }, [menuLoaded, mustChangePassword]);
  useEffect(() => {
    if (mustChangePassword) void message.warning(MUST_SET_PASSWORD_NOTICE);
  }, [mustChangePassword]);

  if (mustChangePassword) return <Navigate to={`/user/alteration?redirect=${encodeURIComponent(fullPath)}`} replace />;
  if (!menuLoaded || failed) {
    return (
      <div style={{ height: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Spin size="large" tip="正在加载…">
          <div style={{ width: 200, height: 80 }} />
        </Spin>
      </div>
    );
  }
  return <BasicLayout />;
}
