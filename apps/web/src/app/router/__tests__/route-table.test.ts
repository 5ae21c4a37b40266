import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@bus/contracts';
import { areaPages, buildMenuTree, buildRoutes, searchableLeaves } from '../route-table';
import { resolveRoute } from '../resolve-route';
import { resolvePageComponent } from '../component-registry';

const item = (path: string, title: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  id: path,
  path,
  name: path.replace(/\//g, '-'),
  component: extra.children ? 'layouts/RouteView' : `pages${path}`,
  meta: { title, ...(extra.meta ?? {}) },
  ...extra,
});

const menu: MenuItem[] = [
  item('/dashboard/analysis', '首页', { component: 'dashboard/Analysis' }),
  item('/system', '系统管理', {
    meta: { title: '系统管理', icon: 'SettingOutlined' },
    children: [
      item('/system/user', '用户管理', { meta: { title: '用户管理', keepAlive: true, componentName: 'UserList' } }),
      item('/system/user/detail/:id', '用户详情', { hidden: true }),
      item('/system/excluded', '不生成路由', { route: '0' }),
    ],
  }),
  item('/report', '报表', {
    alwaysShow: true,
    component: 'report/Index',
    children: [item('/report/detail', '报表明细')],
  }),
  item('/links/docs', '帮助文档', { meta: { title: '帮助文档', url: 'https://example.com/docs', internalOrExternal: true } }),
  item('/links/bad', '错误外链', { meta: { title: '错误外链', url: 'javascript:alert(1)', internalOrExternal: true } }),
  item('/links/frame', '内嵌页面', { meta: { title: '内嵌页面', url: 'https://example.com/frame', internalOrExternal: false } }),
];

describe('menu -> routes', () => {
  const routes = buildRoutes(menu);
  const paths = routes.map((route) => route.path);

  it('an item with route 0 gets no route', () => {
    expect(paths).not.toContain('/system/excluded');
    expect(resolveRoute('/system/excluded', routes)).toBeNull();
  });

  it('alwaysShow makes the item a page that redirects to itself', () => {
    const report = routes.find((route) => route.path === '/report')!;
    expect(report.redirect).toBe('/report');
    expect(paths).toContain('/report/detail');
  });

  it('a group without a page redirects to its first visible child', () => {
    expect(routes.find((route) => route.path === '/system')!.redirect).toBe('/system/user');
  });

  it('external links are not routes; only http(s) addresses count as external', () => {
    expect(paths).not.toContain('/links/docs');
    const bad = routes.find((route) => route.path === '/links/bad')!;
    expect(bad.frameUrl).toBeUndefined();
    expect(routes.find((route) => route.path === '/links/frame')!.frameUrl).toBe('https://example.com/frame');
  });

  it('hidden pages remain reachable with their parameters and breadcrumb chain', () => {
    const resolved = resolveRoute('/system/user/detail/42', routes)!;
    expect(resolved.params.id).toBe('42');
    expect(resolved.route.chain.map((crumb) => crumb.title)).toEqual(['系统管理', '用户详情']);
  });

  it('keepAlive and componentName come from the menu meta', () => {
    const user = routes.find((route) => route.path === '/system/user')!;
    expect(user).toMatchObject({ keepAlive: true, componentName: 'UserList' });
  });

  it('unknown components render the placeholder; built pages are registered', () => {
    expect(resolvePageComponent('zsgj/NoSuchPage')).toBe(resolvePageComponent('anything/Else'));
    expect(resolvePageComponent('zsgj/ReconciliationRecordList')).not.toBe(resolvePageComponent('anything/Else'));
    expect(resolvePageComponent('zsgj/LineList')).not.toBe(resolvePageComponent('anything/Else'));
    expect(resolvePageComponent('system/UserList')).not.toBe(resolvePageComponent('anything/Else'));
    expect(resolvePageComponent('dashboard/Analysis')).not.toBe(resolvePageComponent('anything/Else'));
  });
});

describe('menu tree and search', () => {
  const tree = buildMenuTree(menu);
  const leaves = searchableLeaves(tree);
  const titles = leaves.map((leaf) => leaf.title);

  it('hidden items are skipped in the menu and in search', () => {
    expect(titles).not.toContain('用户详情');
    expect(titles).toContain('用户管理');
  });

  it('alwaysShow renders as one item without a submenu', () => {
    const report = tree.find((node) => node.key === '/report')!;
    expect(report.children).toBeUndefined();
  });

  it('external items keep their address; non-http addresses are not links out', () => {
    expect(tree.find((node) => node.key === '/links/docs')!.externalUrl).toBe('https://example.com/docs');
    expect(tree.find((node) => node.key === '/links/bad')!.externalUrl).toBeUndefined();
  });

  it('search labels show the menu path', () => {
    expect(leaves.find((leaf) => leaf.title === '用户管理')!.label).toBe('系统管理 / 用户管理');
  });

  it('a page item names its page (to fetch its code ahead); groups and links out name none', () => {
    const system = tree.find((node) => node.title === '系统管理')!;
    expect(system.component).toBeUndefined();
    expect(leaves.find((leaf) => leaf.title === '用户管理')!.component).toBe('pages/system/user');
    expect(tree.find((node) => node.key === '/links/docs')!.component).toBeUndefined();
  });

  it("the area's pages fetched ahead are the other pages of the open page's submenu, none outside one", () => {
    const withSibling = buildMenuTree([
      ...menu,
      item('/ops', '公交运营', {
        children: [item('/ops/line', '线路管理'), item('/ops/stop', '站点管理'), item('/ops/more', '更多', { children: [item('/ops/more/a', 'A')] })],
      }),
    ]);
    expect(areaPages(withSibling, '/ops/line')).toEqual(['pages/ops/stop']);
    expect(areaPages(withSibling, '/system/user')).toEqual([]);
    expect(areaPages(withSibling, '/dashboard/analysis')).toEqual([]);
    expect(areaPages(withSibling, '/ops/more/a')).toEqual([]);
  });
});
