/** Pure rules shared by the user pickers: selection toggling, stored value and shown text. */
import type { UserComponentRecord, UserStoreField } from '@bus/contracts';
import { flatten, type PickerDepart } from './depart-tree-logic';

/** Default store and text fields of the user picker (spec 03 section 3 "Picker configuration"). */
export const DEFAULT_USER_STORE: UserStoreField = 'username';
export const DEFAULT_USER_TEXT = 'realname';
export const USER_MODAL_WIDTH = 1250;
export const PERSON_DIALOG_PAGE_SIZE = 10;
export const AT_LEAST_ONE = '请至少选择一个';

/** In multi mode a click toggles the user; in single mode it replaces the selection. */
export function toggleUser<T extends { id: string }>(current: T[], user: T, multiple: boolean): T[] {
  const has = current.some((u) => u.id === user.id);
  if (!multiple) return has ? [] : [user];
  return has ? current.filter((u) => u.id !== user.id) : [...current, user];
}

/** Adds (checked) or removes a page of users at once (the table's select-all). */
export function toggleUsers<T extends { id: string }>(current: T[], changed: T[], checked: boolean): T[] {
  if (!checked) return current.filter((u) => !changed.some((c) => c.id === u.id));
  return [...current, ...changed.filter((c) => !current.some((u) => u.id === c.id))];
}

/** The stored value: the store field of each user, comma-joined. */
export function storeValueOf(users: UserComponentRecord[], store: UserStoreField = DEFAULT_USER_STORE): string {
  return users
    .map((u) => String(u[store] ?? ''))
    .filter(Boolean)
    .join(',');
}

export function textOf(users: Array<Record<string, unknown>>, text = DEFAULT_USER_TEXT): string {
  return users
    .map((u) => String(u[text] ?? ''))
    .filter(Boolean)
    .join('，');
}

/** A department and every department under it: choosing a company lists all its people. */
export function departAndBelow(nodes: PickerDepart[], key: string): string[] {
  const node = flatten(nodes).find((n) => n.key === key);
  return node ? flatten([node]).map((n) => n.key) : [];
}

/**
 * A column's extension JSON may override the store and text fields and hold multiSelect (0 is
 * single): `{"store":"id","text":"realname","multiSelect":0}`. Unknown or bad JSON keeps defaults.
 */
export function readUserPickerOptions(extension: string | null | undefined): { store: UserStoreField; text: string; multiple: boolean } {
  const fallback = { store: DEFAULT_USER_STORE, text: DEFAULT_USER_TEXT, multiple: true };
  if (!extension) return fallback;
  try {
    const parsed = JSON.parse(extension) as { store?: string; text?: string; multiSelect?: number | string };
    const store = (['username', 'id', 'workNo'] as const).find((s) => s === parsed.store) ?? fallback.store;
    return { store, text: typeof parsed.text === 'string' && parsed.text ? parsed.text : fallback.text, multiple: String(parsed.multiSelect ?? '1') !== '0' };
  } catch {
    return fallback;
  }
}
