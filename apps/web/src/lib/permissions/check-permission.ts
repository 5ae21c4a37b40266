/**
 * Button / element permissions as pure functions (spec 01 section 6, spec 03 section 6), in the
 * style of ant-design-pro's access.ts: (code, permission lists) -> can.
 *
 * authList    = the user's own list (session key LOGIN_USER_BUTTON_AUTH)
 * allAuthList = every permission the system defines (session key SYS_BUTTON_AUTH)
 * type '1' marks a visible action, type '2' a disabled action; status '0' switches a rule off.
 * An entry's action may be a comma-separated list of codes.
 *
 * These match codes that arrive as data (the lists, a workflow node's own permissions), so they
 * take any string; what pages call (usePermission's can / disabled, <Authorized>, the list and
 * editable-table toolbars) takes only codes of the catalogue (PermissionCode of @bus/contracts).
 */
import type { PermissionEntry } from '@bus/contracts';

export type PermissionLike = Pick<PermissionEntry, 'action' | 'type' | 'status'> & Partial<PermissionEntry>;

export function actionsOf(entry: PermissionLike): string[] {
  return String(entry.action ?? '')
    .split(',')
    .map((action) => action.trim())
    .filter(Boolean);
}

function entriesFor(code: string, list: readonly PermissionLike[], type: 'visible' | 'disabled'): PermissionLike[] {
  return list.filter((entry) => (type === 'disabled' ? entry.type === '2' : entry.type !== '2') && actionsOf(entry).includes(code));
}

/**
 * Whether an element guarded by `code` is shown. A rule the system has switched off (status '0'
 * in the system list) shows the element to everyone; otherwise the user's list must contain it.
 * Entries of type '2' never grant visibility.
 */
export function hasPermission(code: string, authList: readonly PermissionLike[], allAuthList: readonly PermissionLike[] = []): boolean {
  if (!code) return true;
  const systemRule = entriesFor(code, allAuthList, 'visible')[0];
  if (systemRule && systemRule.status === '0') return true;
  return entriesFor(code, authList, 'visible').length > 0;
}

/** Any of several codes grants visibility (none: not guarded). */
export function hasAnyPermission(codes: readonly string[], authList: readonly PermissionLike[], allAuthList: readonly PermissionLike[] = []): boolean {
  return codes.length === 0 || codes.some((code) => hasPermission(code, authList, allAuthList));
}

/**
 * Whether an element guarded by `code` is shown disabled. Order (spec 03 section 6, read as
 * JeecgBoot implements it, the only reading in which granting an action lets the user use it):
 * 1. the workflow node's own page permissions of type '2' disable it;
 * 2. a type '2' entry of the system list with status '0' enables it (rule switched off);
 * 3. a type '2' entry of the user's list (the user was granted it) enables it;
 * 4. an active type '2' entry of the system list disables it for everyone else.
 */
export function isDisabled(
  code: string,
  authList: readonly PermissionLike[],
  allAuthList: readonly PermissionLike[] = [],
  nodePermissions?: readonly PermissionLike[] | null,
): boolean {
  if (!code) return false;
  if (nodePermissions && entriesFor(code, nodePermissions, 'disabled').length > 0) return true;
  const systemRule = entriesFor(code, allAuthList, 'disabled')[0];
  if (systemRule && systemRule.status === '0') return false;
  if (entriesFor(code, authList, 'disabled').length > 0) return false;
  return Boolean(systemRule);
}

/**
 * The visible sub-actions whose code starts with `prefix`: taken from the user's list and kept
 * only when the system list has them with status '1'.
 */
export function actionsWithPrefix(prefix: string, authList: readonly PermissionLike[], allAuthList: readonly PermissionLike[]): string[] {
  const active = new Set(allAuthList.filter((entry) => entry.status === '1').flatMap(actionsOf));
  const found = authList
    .filter((entry) => entry.type !== '2')
    .flatMap(actionsOf)
    .filter((action) => action.startsWith(prefix) && active.has(action));
  return [...new Set(found)];
}
