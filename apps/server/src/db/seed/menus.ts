import type { sysPermission } from '../../modules/sys/permission/permission.table';
import { menus, routeNameOf, type MenuSeed } from './menus.data';
import { seedId } from './seed-id';

type PermissionInsert = typeof sysPermission.$inferInsert;

export interface FlatMenu {
  row: PermissionInsert;
  /** route name of the menu, or perms of a button */
  key: string;
  /** keys of this item and its ancestors */
  lineage: string[];
}

const componentNameOf = (component: string | undefined) => component?.split('/').pop() ?? null;

/** Flattens the menu data into sys_permission rows, depth first, with stable ids. */
export function flattenMenus(items: MenuSeed[] = menus, parent: FlatMenu | null = null): FlatMenu[] {
  const out: FlatMenu[] = [];
  items.forEach((menu, index) => {
    const key = routeNameOf(menu);
    const id = seedId('permission', key);
    const children = menu.children ?? [];
    const lineage = [...(parent?.lineage ?? []), key];
    const self: FlatMenu = {
      key,
      lineage,
      row: {
        id,
        parentId: parent?.row.id ?? null,
        name: menu.title,
        url: menu.path,
        routeName: key,
        component: menu.component ?? 'layouts/RouteView',
        componentName: componentNameOf(menu.component),
        redirect: children[0]?.path ?? null,
        menuType: parent ? 1 : 0,
        perms: menu.perms ?? null,
        sortNo: index + 1,
        alwaysShow: menu.alwaysShow ?? false,
        icon: menu.icon ?? null,
        isRoute: menu.isRoute ?? true,
        isLeaf: children.length === 0 && !menu.buttons?.length,
        keepAlive: menu.keepAlive ?? false,
        hidden: menu.hidden ?? false,
        internalOrExternal: menu.external ?? false,
        createBy: 'system',
      },
    };
    out.push(self);
    (menu.buttons ?? []).forEach((button, buttonIndex) => {
      out.push({
        key: button.perms,
        lineage: [...lineage, button.perms],
        row: {
          id: seedId('permission', button.perms),
          parentId: id,
          name: button.title,
          menuType: 2,
          perms: button.perms,
          permsType: '1',
          sortNo: buttonIndex + 1,
          isLeaf: true,
          isRoute: false,
          createBy: 'system',
        },
      });
    });
    out.push(...flattenMenus(children, self));
  });
  return out;
}

/** Permission ids a role's grants cover: each named item, its ancestors and its descendants. */
export function grantedPermissionIds(flat: FlatMenu[], grants: string[]): string[] {
  if (grants.includes('*')) return flat.map((m) => m.row.id!);
  const ids = new Set<string>();
  for (const grant of grants) {
    const target = flat.find((m) => m.key === grant);
    if (!target) throw new Error(`Role grant names an unknown menu: ${grant}`);
    for (const m of flat) {
      if (m.lineage.includes(grant) || target.lineage.includes(m.key)) ids.add(m.row.id!);
    }
  }
  return [...ids];
}
