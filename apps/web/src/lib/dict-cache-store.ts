/** Local dictionary cache: all items by dictionary code under UI_CACHE_DB_DICT_DATA for 7 days. */
import type { DictItem } from '@bus/contracts';
import { SEVEN_DAYS_MS, UI_CACHE_DB_DICT_DATA, localStore } from './storage';

export type DictionaryMap = Record<string, DictItem[]>;

export function readDictionaries(): DictionaryMap {
  return localStore.get<DictionaryMap>(UI_CACHE_DB_DICT_DATA) ?? {};
}

export function seedDictionaries(all: DictionaryMap): void {
  localStore.set(UI_CACHE_DB_DICT_DATA, all, SEVEN_DAYS_MS);
}

export function cacheDictionary(code: string, items: DictItem[]): void {
  seedDictionaries({ ...readDictionaries(), [code]: items });
}

export function clearDictionaries(): void {
  localStore.remove(UI_CACHE_DB_DICT_DATA);
}
