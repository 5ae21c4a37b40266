/**
 * Pure rules of the department picker (spec 03 sections 4 and 6): which nodes can be checked,
 * search with the path to each match kept open, and how a check changes the selection in
 * single, linked (parent-child) and unlinked mode.
 */
import type { Key } from 'react';

export interface PickerDepart {
  id: string;
  key: string;
  title: string;
  departName?: string;
  orgCategory?: string;
  status?: string;
  /** false: shown with '*' and not interactive (spec 03 section 6) */
  operational?: boolean;
  children?: PickerDepart[];
}

export const DUTY_CATEGORY = '5';
/** Tree expand depth by default (spec 03 section 9) and how many keys it may open at most. */
export const DEFAULT_EXPAND_DEPTH = 2;
export const EXPAND_KEY_BUDGET = 100;

/** A department that is disabled (status '0') or flagged not operational takes no part in picking. */
export const isOperational = (node: PickerDepart) => node.operational !== false && node.status !== '0';

/** Shown title: non-operational nodes carry a '*' mark. */
export const displayTitle = (node: PickerDepart) => `${isOperational(node) ? '' : '*'}${node.departName ?? node.title}`;

/** Whether the node's checkbox works: operational, and a duty (category 5) when only duties may be chosen. */
export function isCheckable(node: PickerDepart, dutyOnly: boolean): boolean {
  if (!isOperational(node)) return false;
  return !dutyOnly || node.orgCategory === DUTY_CATEGORY;
}

export function flatten(nodes: PickerDepart[]): PickerDepart[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
}

/** Keys down to `depth` levels (root level = 1), at most `budget` of them. */
export function keysToDepth(nodes: PickerDepart[], depth = DEFAULT_EXPAND_DEPTH, budget = EXPAND_KEY_BUDGET): string[] {
  const out: string[] = [];
  const walk = (list: PickerDepart[], level: number) => {
    for (const node of list) {
      if (out.length >= budget || level > depth || !node.children?.length) continue;
      out.push(node.key);
      walk(node.children, level + 1);
    }
  };
  walk(nodes, 1);
  return out;
}

/**
 * The matches of `keyword` (name contains, case-insensitive) and the keys to expand so each
 * match is visible. The tree itself is kept whole; matches are highlighted where they are.
 */
export function searchTree(nodes: PickerDepart[], keyword: string): { matches: string[]; expand: string[] } {
  const word = keyword.trim().toLowerCase();
  if (!word) return { matches: [], expand: [] };
  const matches: string[] = [];
  const expand = new Set<string>();
  const walk = (list: PickerDepart[], path: string[]) => {
    for (const node of list) {
      if ((node.departName ?? node.title).toLowerCase().includes(word)) {
        matches.push(node.key);
        path.forEach((k) => expand.add(k));
      }
      walk(node.children ?? [], [...path, node.key]);
    }
  };
  walk(nodes, []);
  return { matches, expand: [...expand] };
}

/** Splits a title around the first match of the keyword, for highlighting. */
export function splitOnMatch(title: string, keyword: string): [string, string, string] | null {
  const word = keyword.trim();
  if (!word) return null;
  const index = title.toLowerCase().indexOf(word.toLowerCase());
  if (index < 0) return null;
  return [title.slice(0, index), title.slice(index, index + word.length), title.slice(index + word.length)];
}

export type CheckMode = 'single' | 'linked' | 'unlinked';

/**
 * The checked keys after a check event.
 * - single: a new check replaces the old one; unchecking empties it.
 * - unlinked (checkStrictly): the clicked node toggles alone.
 * - linked: the tree's own result (a parent checks its checkable descendants), minus the
 *   nodes that cannot be checked.
 */
export function nextCheckedKeys(
  mode: CheckMode,
  current: string[],
  clicked: string,
  checked: boolean,
  linkedResult: Key[],
  checkable: (key: string) => boolean,
): string[] {
  if (!checkable(clicked)) return current;
  if (mode === 'single') return checked ? [clicked] : [];
  if (mode === 'unlinked') return checked ? [...new Set([...current, clicked])] : current.filter((k) => k !== clicked);
  return linkedResult.map(String).filter(checkable);
}

/** The rows of the chosen keys, in tree order, and their keys comma-joined (what OK emits). */
export function selectionOf(nodes: PickerDepart[], keys: string[]): { rows: PickerDepart[]; value: string } {
  const wanted = new Set(keys);
  const rows = flatten(nodes).filter((n) => wanted.has(n.key));
  return { rows, value: rows.map((r) => r.key).join(',') };
}

/** '1,2' / ['1','2'] / undefined -> ['1','2']. */
export function splitValue(value: string | string[] | null | undefined): string[] {
  if (!value) return [];
  const list = Array.isArray(value) ? value : value.split(',');
  return [...new Set(list.map((v) => v.trim()).filter(Boolean))];
}
