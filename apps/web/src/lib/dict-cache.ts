/**
 * Dictionary items by code: local cache first (7 days, seeded by sign-in), else the server.
 * A failed load tells the user to sign in again and yields no options (spec 01 section 8).
 */
import { message } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { DictItem } from '@bus/contracts';
import { getReply, unwrap } from './http';
import { cacheDictionary, readDictionaries, seedDictionaries, type DictionaryMap } from './dict-cache-store';

export const DICT_LOAD_FAILED = '获取字典项失败, 请重新登录后尝试';
export const CACHE_REFRESHED = '刷新缓存完成！';
export const CACHE_REFRESH_FAILED = '刷新缓存失败！';

export function getCachedDictItems(code: string): DictItem[] | undefined {
  const all = readDictionaries();
  // own entries only: a code such as 'constructor' is no dictionary
  return Object.hasOwn(all, code) ? all[code] : undefined;
}

export async function fetchDictItems(code: string): Promise<DictItem[]> {
  return unwrap(await getReply<DictItem[]>(`/sys/dict/getDictItems/${encodeURIComponent(code)}`, { skipErrorHandler: true }));
}

export async function loadDictItems(code: string): Promise<DictItem[]> {
  const cached = getCachedDictItems(code);
  if (cached) return cached;
  try {
    const items = await fetchDictItems(code);
    cacheDictionary(code, items);
    return items;
  } catch {
    void message.warning(DICT_LOAD_FAILED);
    return [];
  }
}

export const dictItemsQueryKey = (code: string) => ['dict-items', code] as const;

/**
 * A dictionary's items; those in the local cache are there at the first render, so a page does
 * not render once without them and again with them (issue 10: every extra render of a list page
 * delayed its rows by 30-60 ms).
 */
export function useDictItems(code: string) {
  return useQuery({ queryKey: dictItemsQueryKey(code), queryFn: () => loadDictItems(code), initialData: () => getCachedDictItems(code), staleTime: Infinity });
}

/** Header "clear cache": the server rebuilds its cache, then all items are reloaded and stored. */
export async function refreshDictionaryCache(): Promise<boolean> {
  try {
    unwrap(await getReply<unknown>('/sys/dict/refleshCache', { skipErrorHandler: true }));
    const all = unwrap(await getReply<DictionaryMap>('/sys/dict/queryAllDictItems', { skipErrorHandler: true }));
    seedDictionaries(all ?? {});
    void message.success(CACHE_REFRESHED);
    return true;
  } catch {
    void message.error(CACHE_REFRESH_FAILED);
    return false;
  }
}

export function dictText(items: DictItem[] | undefined, value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const item = items?.find((entry) => entry.value === String(value));
  return item ? item.text || item.label || item.title : String(value);
}
