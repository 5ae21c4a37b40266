import { Outlet } from 'react-router';
import { useEffect } from 'react';
import { theme } from 'antd';
import { DEFAULT_BRANDING, useSystemSetting } from '../../lib/api/get-system-setting';
import './login-layout.css';

/** Public pages' frame: backdrop, logo, '{name}公交数字化综合管理平台', copyright footer. */
export default function LoginLayout() {
  const { data } = useSystemSetting();
  const branding = data ?? DEFAULT_BRANDING;
  const title = `${branding.systematicName}公交数字化综合管理平台`;
  // the text settings antd's App gives the signed-in app (this frame does without it: smaller sign-in page)
  const { token } = theme.useToken();
  const text = { fontFamily: token.fontFamily, fontSize: token.fontSize, lineHeight: token.lineHeight, color: token.colorText };

  useEffect(() => {
    document.title = `登录 - ${branding.systematicName}`;
  }, [branding.systematicName]);

  return (
    <div className="login-layout" style={{ ...text, backgroundImage: `url(${branding.systemBackdropUrl})` }}>
      <main className="login-layout__main">
        <header className="login-layout__header">
          <img className="login-layout__logo" src={branding.systemLogoUrl} alt="" />
          <h1 className="login-layout__title">{title}</h1>
        </header>
        <p className="login-layout__desc">安全 · 准点 · 便民</p>
        <section className="login-layout__card">
          <Outlet />
        </section>
      </main>
      <footer className="login-layout__footer">
        Copyright © {new Date().getFullYear()} {branding.systematicName}公共交通 · 公交数字化综合管理平台
      </footer>
    </div>
  );
}
