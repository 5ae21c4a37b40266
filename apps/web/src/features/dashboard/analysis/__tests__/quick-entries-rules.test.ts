import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@bus/contracts';
import { DEFAULT_QUICK_ENTRIES, MAX_QUICK_ENTRIES, chosenQuickEntries, quickEntryCandidates } from '../components/quick-entries-rules';

let id = 0;
const item = (path: string, title: string, component: string, extra: Partial<MenuItem> = {}, icon?: string): MenuItem => ({
  id: String((id += 1)),
  path,
  name: path,
  component,
  meta: { title, icon },
  ...extra,
});
const area = (path: string, title: string, icon: string, children: MenuItem[], extra: Partial<MenuItem> = {}) =>
  item(path, title, 'layouts/RouteView', { children, ...extra }, icon);

const menu: MenuItem[] = [
  item('/dashboard/analysis', '首页', 'dashboard/Analysis'),
  area('/system', '系统管理', 'setting', [
    item('/system/user', '用户管理', 'system/UserList'),
    item('/system/role', '角色管理', 'system/RoleList'),
    item('/system/secret', '隐藏页', 'system/Secret', { hidden: true }),
    item('/system/tomcat', '不是路由', 'system/Tomcat', { route: '0' }),
    ...Array.from({ length: 14 }, (_, i) => item(`/system/p${i}`, `页面${i}`, 'system/Page')),
  ]),
  area('/bc', '包车业务', 'shop', [item('/bc/order', '包车订单', 'bc/BcOrderList')]),
  item('https://www.example.com', '官网', 'layouts/IframePageView', { meta: { title: '官网', internalOrExternal: true } }),
  area('/demo', '组件示例', 'appstore', [item('widgets', '组件示例', 'demo/Widgets')]),
];
const built = new Set(['system/UserList', 'system/RoleList', 'system/Page', 'demo/Widgets', 'dashboard/Analysis']);
const candidates = quickEntryCandidates(menu, (component) => built.has(component), '/dashboard/analysis');

describe('quick entries of the home page', () => {
  it('offers only visible, routable pages of this build, with their area and its icon', () => {
    const paths = candidates.map((entry) => entry.path);
    expect(paths).toContain('/system/user');
    expect(paths).toContain('/demo/widgets');
    // placeholders (包车订单), hidden items, route 0 items, external links and home are not offered
    expect(paths).not.toContain('/bc/order');
    expect(paths).not.toContain('/system/secret');
    expect(paths).not.toContain('/system/tomcat');
    expect(paths).not.toContain('/dashboard/analysis');
    expect(paths.some((path) => path.startsWith('https://'))).toBe(false);
    expect(candidates.find((entry) => entry.path === '/system/user')).toMatchObject({ area: '系统管理', icon: 'setting' });
    expect(candidates.find((entry) => entry.path === '/demo/widgets')).toMatchObject({ area: '组件示例', icon: 'appstore' });
  });

  it('shows a short default set, the common pages first', () => {
    const chosen = chosenQuickEntries(candidates, null);
    expect(chosen).toHaveLength(DEFAULT_QUICK_ENTRIES);
    expect(chosen.slice(0, 2).map((entry) => entry.path)).toEqual(['/system/user', '/system/role']);
  });

  it("keeps the user's choice in its order, dropping pages no longer open to them", () => {
    const chosen = chosenQuickEntries(candidates, ['/demo/widgets', '/bc/order', '/system/role']);
    expect(chosen.map((entry) => entry.path)).toEqual(['/demo/widgets', '/system/role']);
    expect(chosenQuickEntries(candidates, [])).toEqual([]);
    expect(
      chosenQuickEntries(
        candidates,
        candidates.map((entry) => entry.path),
      ),
    ).toHaveLength(MAX_QUICK_ENTRIES);
  });
});
