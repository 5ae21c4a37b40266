/**
 * Saved advanced queries: kept in browser storage under a prefix plus the page path (spec 03
 * section 3), so each list page has its own. Pure list operations plus a tiny storage wrapper.
 */
import { localStore } from '../../lib/storage';
import type { SavedQuery } from './super-query-logic';

export const SAVED_QUERY_PREFIX = 'JSuperQuery_';

export const savedQueryKey = (path: string) => `${SAVED_QUERY_PREFIX}${path}`;

function isSavedQuery(value: unknown): value is SavedQuery {
  const entry = value as SavedQuery | null;
  return !!entry && typeof entry.title === 'string' && (entry.matchType === 'and' || entry.matchType === 'or') && Array.isArray(entry.records);
}

/** What is stored for the page; anything damaged in storage is skipped. */
export function loadSavedQueries(path: string): SavedQuery[] {
  const stored = localStore.get<unknown>(savedQueryKey(path), []);
  return Array.isArray(stored) ? stored.filter(isSavedQuery) : [];
}

export function storeSavedQueries(path: string, list: SavedQuery[]): void {
  if (list.length === 0) localStore.remove(savedQueryKey(path));
  else localStore.set(savedQueryKey(path), list);
}

export const findSavedQuery = (list: SavedQuery[], title: string) => list.find((entry) => entry.title === title.trim());

/** Adds the query, or replaces the one with the same title in place. */
export function upsertSavedQuery(list: SavedQuery[], query: SavedQuery): SavedQuery[] {
  const entry = { ...query, title: query.title.trim() };
  const index = list.findIndex((e) => e.title === entry.title);
  if (index < 0) return [...list, entry];
  return list.map((e, i) => (i === index ? entry : e));
}

export const removeSavedQuery = (list: SavedQuery[], title: string) => list.filter((entry) => entry.title !== title);
