import type { MenuItem, PermissionEntry } from '@bus/contracts';
import type { sysPermission } from './permission.table';

export type PermissionRow = typeof sysPermission.$inferSelect;

export const MENU_TYPE_TOP = 0;
export const MENU_TYPE_SUB = 1;
export const MENU_TYPE_BUTTON = 2;

const isHttpUrl = (url: string | null) => !!url && /^https?:\/\//.test(url);

export function toPermissionEntry(row: PermissionRow): PermissionEntry {
  return { action: row.perms ?? '', describe: row.name, type: row.permsType, status: row.status };
}

function toMenuItem(row: PermissionRow, buttons: PermissionEntry[]): MenuItem {
  const external = isHttpUrl(row.url);
  const name = row.routeName ?? row.id;
  return {
    id: row.id,
    path: external ? `/${name}` : (row.url ?? `/${name}`),
    name,
    component: row.component ?? 'layouts/RouteView',
    redirect: row.redirect,
    hidden: row.hidden,
    alwaysShow: row.alwaysShow,
    route: row.isRoute ? '1' : '0',
    meta: {
      title: row.name,
      icon: row.icon,
      url: external ? row.url : null,
      keepAlive: row.keepAlive,
      internalOrExternal: row.internalOrExternal,
      componentName: row.componentName,
      permissionList: buttons,
    },
  };
}

/**
 * Builds the menu tree from granted permission rows (already ordered by sortNo). Only valid menus
 * (types 0 and 1) become items; granted buttons are listed on their menu. An item whose parent
 * is not granted is left out rather than promoted to the top.
 */
export function buildMenuTree(rows: PermissionRow[]): MenuItem[] {
  const buttonsByMenu = new Map<string, PermissionEntry[]>();
  for (const row of rows) {
    if (row.menuType !== MENU_TYPE_BUTTON || !row.parentId) continue;
    const list = buttonsByMenu.get(row.parentId) ?? [];
    list.push(toPermissionEntry(row));
    buttonsByMenu.set(row.parentId, list);
  }
  const menus = rows.filter((row) => row.menuType !== MENU_TYPE_BUTTON && row.status === '1' && row.delFlag === 0);
  const items = new Map(menus.map((row) => [row.id, toMenuItem(row, buttonsByMenu.get(row.id) ?? [])]));
  const roots: MenuItem[] = [];
  for (const row of menus) {
    const item = items.get(row.id)!;
    if (!row.parentId) {
      roots.push(item);
      continue;
    }
    const parent = items.get(row.parentId);
    if (parent) (parent.children ??= []).push(item);
  }
  return roots;
}
