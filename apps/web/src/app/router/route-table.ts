/**
 * Turns the server menu into the app's routes and the visible menu tree (spec 01 sections 2.4,
 * 2.7). Pure: no React, no router; the layout resolves the current URL against the result.
 */
import type { MenuItem, PermissionEntry } from '@bus/contracts';

export const HOME_PATH = '/dashboard/analysis';
export const HOME_TITLE = '首页';

/** Components that only group children (they render no page of their own). */
const GROUP_COMPONENTS = new Set([
  'layouts/RouteView',
  'layouts/TabLayout',
  'layouts/PageView',
  'layouts/BasicLayout',
  'layouts/UserLayout',
  'layouts/BlankLayout',
]);
export const IFRAME_COMPONENT = 'layouts/IframePageView';

export interface Crumb {
  path: string;
  title: string;
}

export interface AppRoute {
  /** absolute path pattern, may hold params (":id") */
  path: string;
  name: string;
  component: string;
  title: string;
  keepAlive: boolean;
  componentName: string | null;
  hidden: boolean;
  /** where the route redirects (groups without their own page, alwaysShow items) */
  redirect?: string;
  /** an http(s) address shown inside the app in a frame */
  frameUrl?: string;
  /** menu chain from the root down to this route, for the breadcrumb */
  chain: Crumb[];
  permissionList: PermissionEntry[];
}

export interface MenuNode {
  key: string;
  path: string;
  title: string;
  icon?: string | null;
  /** the page it opens (a key of the page registry), for fetching its code ahead */
  component?: string;
  /** opens in a new browser tab */
  externalUrl?: string;
  children?: MenuNode[];
}

export function isHttpUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^https?:\/\//i.test(url.trim());
}

export function joinPath(parent: string, path: string): string {
  if (!path) return parent || '/';
  if (path.startsWith('/') || isHttpUrl(path)) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

export function isGroupComponent(component: string | null | undefined): boolean {
  return !component || GROUP_COMPONENTS.has(component);
}

function isExternalLink(item: MenuItem): boolean {
  return isHttpUrl(item.meta?.url) && item.meta.internalOrExternal === true;
}

function firstChildPath(item: MenuItem, parentPath: string): string | undefined {
  const path = joinPath(parentPath, item.path);
  for (const child of item.children ?? []) {
    if (child.route === '0' || child.hidden || isExternalLink(child)) continue;
    return joinPath(path, child.path);
  }
  return undefined;
}

/** Routes generated from the menu: route '0' excluded; external links are not routes. */
export function buildRoutes(menu: readonly MenuItem[], parentPath = '', chain: Crumb[] = []): AppRoute[] {
  const routes: AppRoute[] = [];
  for (const item of menu) {
    if (item.route === '0') continue;
    const path = joinPath(parentPath, item.path);
    const title = item.meta?.title ?? item.name;
    const ownChain = [...chain, { path, title }];
    if (!isExternalLink(item)) {
      const url = item.meta?.url;
      const group = isGroupComponent(item.component) && !item.alwaysShow;
      const route: AppRoute = {
        path,
        name: item.name,
        component: isHttpUrl(url) ? IFRAME_COMPONENT : item.component,
        title,
        keepAlive: Boolean(item.meta?.keepAlive),
        componentName: item.meta?.componentName ?? null,
        hidden: Boolean(item.hidden),
        chain: ownChain,
        permissionList: item.meta?.permissionList ?? [],
      };
      if (isHttpUrl(url)) route.frameUrl = url.trim();
      if (item.alwaysShow) route.redirect = path;
      else if (item.redirect) route.redirect = joinPath(path, item.redirect);
      else if (group && !route.frameUrl) route.redirect = firstChildPath(item, parentPath);
      routes.push(route);
    }
    if (item.children?.length) routes.push(...buildRoutes(item.children, path, ownChain));
  }
  return routes;
}

/** The visible menu: hidden items skipped; alwaysShow renders as one item; external targets keep their address. */
export function buildMenuTree(menu: readonly MenuItem[], parentPath = ''): MenuNode[] {
  const nodes: MenuNode[] = [];
  for (const item of menu) {
    if (item.hidden) continue;
    const path = joinPath(parentPath, item.path);
    const external = isExternalLink(item);
    // An item excluded from routes only makes sense in the menu as an outside link.
    if (item.route === '0' && !external) continue;
    const node: MenuNode = { key: path, path, title: item.meta?.title ?? item.name, icon: item.meta?.icon ?? null };
    if (external) node.externalUrl = item.meta.url!.trim();
    else if (item.component && !isGroupComponent(item.component)) node.component = item.component;
    if (!item.alwaysShow && !external && item.children?.length) {
      const children = buildMenuTree(item.children, path);
      if (children.length) node.children = children;
      else if (isGroupComponent(item.component)) continue;
    }
    nodes.push(node);
  }
  return nodes;
}

/** Menu leaves offered by the header search (hidden items are already gone from the tree). */
export function searchableLeaves(tree: readonly MenuNode[], parents: string[] = []): (MenuNode & { label: string })[] {
  return tree.flatMap((node) =>
    node.children?.length ? searchableLeaves(node.children, [...parents, node.title]) : [{ ...node, label: [...parents, node.title].join(' / ') }],
  );
}

/** The chain of menu keys above a path (to open submenus for the selected item). */
/**
 * The pages of the area a user is in: the other page items of the submenu holding the selected
 * item (none for an item outside a submenu, such as the home page), to fetch their code ahead.
 */
export function areaPages(tree: readonly MenuNode[], selectedKey: string): string[] {
  const parentKey = ancestorKeys(tree, selectedKey)?.at(-1);
  const find = (nodes: readonly MenuNode[]): MenuNode | undefined => {
    for (const node of nodes) {
      const found = node.key === parentKey ? node : node.children && find(node.children);
      if (found) return found;
    }
    return undefined;
  };
  const parent = parentKey ? find(tree) : undefined;
  return (parent?.children ?? []).flatMap((node) => (node.component && node.key !== selectedKey && !node.children?.length ? [node.component] : []));
}

export function ancestorKeys(tree: readonly MenuNode[], selectedKey: string, trail: string[] = []): string[] | null {
  for (const node of tree) {
    if (node.key === selectedKey) return trail;
    if (node.children) {
      const found = ancestorKeys(node.children, selectedKey, [...trail, node.key]);
      if (found) return found;
    }
  }
  return null;
}
