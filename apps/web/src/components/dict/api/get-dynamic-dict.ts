import type { DictOption } from '@bus/contracts';
import { getReply, unwrap } from '../../../lib/http';
import { checkDynamicCode } from '../dict-logic';

/**
 * GET sys/dict/dynamic/{dictCode}, cached per code for the session; the entry is dropped when the
 * call fails so the next use tries again (spec 03 section 7). Codes must start with dynamic_.
 */
const cache = new Map<string, Promise<DictOption[]>>();

export function getDynamicDict(dictCode: string): Promise<DictOption[]> {
  const problem = checkDynamicCode(dictCode);
  if (problem) return Promise.reject(new Error(problem));
  let entry = cache.get(dictCode);
  if (!entry) {
    entry = getReply<DictOption[]>(`/sys/dict/dynamic/${encodeURIComponent(dictCode)}`).then(unwrap);
    entry.catch(() => cache.delete(dictCode));
    cache.set(dictCode, entry);
  }
  return entry;
}

export function clearDynamicDictCache() {
  cache.clear();
}
