/**
 * The main shell (spec 01 sections 2.5-2.8): side or top menu, header, multi-tab bar,
 * breadcrumb, kept-alive content and footer, all driven by the settings store.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Drawer, Layout } from 'antd';
import { Navigate } from 'react-router';
import { DEFAULT_BRANDING, useSystemSetting } from '../../lib/api/get-system-setting';
import { setCurrentRoute } from '../../lib/http';
import { useSessionStore } from '../../lib/session';
import { OPEN_TABS, sessionStore } from '../../lib/storage';
import { onLocationChange, type AppLocation } from '../router/location-events';
import { resolveRoute } from '../router/resolve-route';
import { STATIC_ROUTES } from '../router/static-routes';
import { HOME_PATH, buildMenuTree, buildRoutes, type AppRoute, type MenuNode } from '../router/route-table';
import { effectiveSettings } from '../settings/settings-rules';
import { useSettingsStore } from '../settings/settings-store';
import { BreadcrumbBar } from './breadcrumb-bar';
import { GlobalHeader } from './global-header';
import { Logo } from './logo';
import { PageContent, type PageEntry } from './page-content';
import { SettingsDrawer } from './settings-drawer';
import { SideMenu } from './side-menu';
import { MultiTabBar } from './tabs/multi-tab-bar';
import { toSavedTabs, type TabPage } from './tabs/tab-rules';
import { useTabStore } from './tabs/tab-store';
import { WarmUp } from './warm-up';
import { useCurrentPage } from './use-current-page';
import { useHeaderHidden } from './use-header-hidden';
import { useIsMobile } from './use-is-mobile';
import './basic-layout.css';

const SIDER_WIDTH = 200;
const SIDER_COLLAPSED_WIDTH = 80;

/** The menu key to highlight: the full path for parameterised items, else the route or its nearest visible ancestor. */
function selectedMenuKey(tree: MenuNode[], route: AppRoute, pathname: string): string {
  const keys = new Set<string>();
  const walk = (nodes: MenuNode[]) => nodes.forEach((node) => (keys.add(node.key), node.children && walk(node.children)));
  walk(tree);
  if (keys.has(pathname)) return pathname;
  if (keys.has(route.path)) return route.path;
  const visible = [...route.chain].reverse().find((crumb) => keys.has(crumb.path));
  return visible?.path ?? pathname;
}

export function BasicLayout() {
  const menu = useSessionStore((state) => state.menu);
  const settings = useSettingsStore();
  const effective = effectiveSettings(settings);
  const mobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { data: branding = DEFAULT_BRANDING } = useSystemSetting();
  const routes = useMemo(() => [...STATIC_ROUTES.slice(0, 1), ...buildRoutes(menu), ...STATIC_ROUTES.slice(1)], [menu]);
  const tree = useMemo(() => buildMenuTree(menu), [menu]);
  const current = useCurrentPage(routes, HOME_PATH);
  const openTab = useTabStore((state) => state.open);
  const cache = useRef(new Map<string, PageEntry>()).current;
  const headerHidden = useHeaderHidden(effective.fixedHeader && effective.autoHideHeader);

  const page = current.kind === 'page' ? current : null;
  const route = page?.resolved.route;
  const showTabs = settings.multipage && !mobile;
  const topMenu = effective.layout === 'topmenu' && !mobile;
  const collapsed = !settings.sidebarOpened;
  const siderWidth = topMenu || mobile ? 0 : collapsed ? SIDER_COLLAPSED_WIDTH : SIDER_WIDTH;
  const dark = effective.navTheme === 'dark';

  useEffect(() => {
    if (!page || !route) return;
    setCurrentRoute({ name: route.name, params: page.resolved.params });
    document.title = `${route.title} - ${branding.systematicName}`;
  }, [page, route, branding.systematicName]);

  // A tab for every page reached when it is reached (the page we start on, then each navigation),
  // even one a quicker navigation replaced before it rendered; never again when a late render of
  // a page lands after the user closed its tab.
  const routesRef = useRef(routes);
  routesRef.current = routes;
  // The tabs of this user's previous load come back after F5 (kept in this browser tab's session
  // storage, per user), then the page of the URL opens as usual.
  const userId = useSessionStore((state) => state.userInfo?.id);
  useEffect(() => {
    const tabPageOf = (fullPath: string): TabPage | null => {
      const [pathname] = fullPath.split('?');
      const resolved = resolveRoute(pathname, routesRef.current);
      if (!resolved || (resolved.route.redirect && resolved.route.redirect !== resolved.route.path)) return null;
      const { title, componentName, keepAlive } = resolved.route;
      return { fullPath, meta: { title, componentName, keepAlive } };
    };
    const savedKey = userId ? `${OPEN_TABS}:${userId}` : null;
    if (savedKey && useTabStore.getState().pages.length === 0) useTabStore.getState().restore(sessionStore.get(savedKey), tabPageOf);
    const open = ({ pathname, search, replace }: AppLocation) => {
      const page = tabPageOf(pathname + search);
      if (page) openTab(page, replace);
    };
    open({ pathname: window.location.pathname, search: window.location.search });
    const save = () => savedKey && sessionStore.set(savedKey, toSavedTabs(useTabStore.getState()));
    save();
    const stopSaving = useTabStore.subscribe(save);
    const stopListening = onLocationChange(open);
    return () => {
      stopListening();
      stopSaving();
    };
  }, [openTab, userId]);

  useEffect(() => {
    if (!mobile) setDrawerOpen(false);
  }, [mobile]);

  // Stable props for the memoized shell parts: a tab switch re-renders the menu selection, the
  // tab bar and one page, not the header and every open page.
  const selectedKey = route && page ? selectedMenuKey(tree, route, page.pathname) : '';
  const closeDrawerOnMobile = useCallback(() => mobile && setDrawerOpen(false), [mobile]);
  const { setSidebarOpened } = settings;
  const onToggle = useCallback(() => (mobile ? setDrawerOpen((open) => !open) : setSidebarOpened(collapsed)), [mobile, setSidebarOpened, collapsed]);
  const openSettings = useCallback(() => setSettingsOpen(true), []);
  const closeSettings = useCallback(() => setSettingsOpen(false), []);
  const headerStyle = useMemo<React.CSSProperties>(
    () =>
      effective.fixedHeader
        ? {
            position: 'fixed',
            top: 0,
            right: 0,
            width: `calc(100% - ${effective.fixSiderbar || !topMenu ? siderWidth : 0}px)`,
            transition: 'transform 0.2s, width 0.2s',
            transform: headerHidden ? 'translateY(-100%)' : undefined,
          }
        : {},
    [effective.fixedHeader, effective.fixSiderbar, topMenu, siderWidth, headerHidden],
  );
  const fixedWidth = useMemo(
    () => (effective.fixedContentWidth ? { maxWidth: 1200, margin: '0 auto', width: '100%' } : undefined),
    [effective.fixedContentWidth],
  );
  const topMenuBar = useMemo(
    () =>
      topMenu ? (
        <div style={{ display: 'flex', alignItems: 'center', flex: 1, minWidth: 0, ...(fixedWidth ?? {}) }}>
          <Logo name={branding.systematicName} logoUrl={branding.systemLogoUrl} collapsed={false} dark={dark} />
          <SideMenu tree={tree} selectedKey={selectedKey} collapsed={false} theme={effective.navTheme} mode="horizontal" />
        </div>
      ) : undefined,
    [topMenu, fixedWidth, branding.systematicName, branding.systemLogoUrl, dark, tree, selectedKey, effective.navTheme],
  );

  if (current.kind === 'redirect') return <Navigate to={current.to} replace />;
  const entry: PageEntry = { fullPath: current.fullPath, pathname: current.pathname, search: current.search, route: route! };

  const sideMenu = (
    <SideMenu
      tree={tree}
      selectedKey={selectedKey}
      collapsed={mobile ? false : collapsed}
      theme={effective.navTheme}
      mode="inline"
      onSelect={closeDrawerOnMobile}
    />
  );

  return (
    <Layout className={`basic-layout ${dark ? 'basic-layout--dark' : 'basic-layout--light'}`} style={{ minHeight: '100vh' }}>
      {mobile ? (
        <Drawer
          placement="left"
          width={SIDER_WIDTH}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          closable={false}
          styles={{ body: { padding: 0, background: dark ? '#001529' : '#fff' } }}
        >
          <Logo name={branding.systematicName} logoUrl={branding.systemLogoUrl} collapsed={false} dark={dark} />
          {sideMenu}
        </Drawer>
      ) : (
        !topMenu && (
          <Layout.Sider
            width={SIDER_WIDTH}
            collapsedWidth={SIDER_COLLAPSED_WIDTH}
            collapsible
            collapsed={collapsed}
            trigger={null}
            theme={effective.navTheme}
            className="basic-layout__sider"
            style={effective.fixSiderbar ? { position: 'fixed', left: 0, top: 0, bottom: 0, height: '100vh', zIndex: 11 } : undefined}
          >
            <Logo name={branding.systematicName} logoUrl={branding.systemLogoUrl} collapsed={collapsed} dark={dark} />
            <div className={effective.fixSiderbar ? 'basic-layout__menu-scroll' : undefined}>{sideMenu}</div>
          </Layout.Sider>
        )
      )}
      <Layout style={{ marginLeft: effective.fixSiderbar && !topMenu ? siderWidth : 0, transition: 'margin-left 0.2s' }}>
        <GlobalHeader
          tree={tree}
          mobile={mobile}
          collapsed={mobile ? !drawerOpen : collapsed}
          showTrigger={!topMenu}
          onToggle={onToggle}
          dark={topMenu && dark}
          style={headerStyle}
          onOpenSettings={openSettings}
          left={topMenuBar}
        />
        {effective.fixedHeader && <div style={{ height: 64, flex: 'none' }} />}
        {showTabs && <MultiTabBar />}
        <Layout.Content style={{ margin: mobile ? 12 : 16, ...(fixedWidth ?? {}) }}>
          <div style={{ marginBottom: 12 }}>
            <BreadcrumbBar chain={route!.chain} />
          </div>
          <PageContent current={entry} keepAlive={showTabs} cache={cache} />
        </Layout.Content>
        <Layout.Footer style={{ textAlign: 'center', color: 'var(--ant-color-text-description, rgba(0, 0, 0, 0.6))', padding: '16px 24px' }}>
          Copyright © {new Date().getFullYear()} {branding.systematicName}公共交通 · 公交数字化综合管理平台
        </Layout.Footer>
      </Layout>
      <SettingsDrawer open={settingsOpen} onClose={closeSettings} />
      <WarmUp tree={tree} selectedKey={selectedKey} />
    </Layout>
  );
}
