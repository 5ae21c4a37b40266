/** Turns the menu form into the request: fields that do not apply to the chosen type are dropped. */
import type { PermissionSaveRequest } from '@bus/contracts';

export const MENU_TYPE_LABELS: Record<number, { text: string; color: string }> = {
  0: { text: '一级菜单', color: 'blue' },
  1: { text: '子菜单', color: 'green' },
  2: { text: '按钮/权限', color: 'orange' },
};

export type MenuFormValues = PermissionSaveRequest;

export const isExternalUrl = (url: string | null | undefined) => !!url && /^https?:\/\//.test(url);

export function toMenuRequest(values: MenuFormValues): PermissionSaveRequest {
  const text = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);
  if (values.menuType === 2) {
    return {
      parentId: values.parentId,
      name: values.name.trim(),
      menuType: 2,
      perms: text(values.perms),
      permsType: values.permsType ?? '1',
      sortNo: values.sortNo ?? 1,
      status: values.status ?? '1',
    };
  }
  return {
    parentId: values.menuType === 0 ? null : values.parentId,
    name: values.name.trim(),
    menuType: values.menuType,
    url: text(values.url),
    routeName: text(values.routeName),
    component: text(values.component),
    componentName: text(values.componentName),
    redirect: text(values.redirect),
    perms: text(values.perms),
    sortNo: values.sortNo ?? 1,
    icon: text(values.icon),
    isRoute: values.isRoute ?? true,
    keepAlive: values.keepAlive ?? false,
    hidden: values.hidden ?? false,
    alwaysShow: values.alwaysShow ?? false,
    internalOrExternal: isExternalUrl(values.url) ? true : (values.internalOrExternal ?? false),
    status: values.status ?? '1',
  };
}
