import type { PermissionRecord } from '@bus/contracts';

/** Whether a menu's name, path or code contains the keyword (any case); every menu for an empty one. */
export function menuMatches(menu: PermissionRecord, keyword: string): boolean {
  const word = keyword.trim().toLowerCase();
  if (!word) return true;
  return [menu.name, menu.url, menu.perms].some((text) => (text ?? '').toLowerCase().includes(word));
}
