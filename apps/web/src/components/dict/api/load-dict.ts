import type { DictOption } from '@bus/contracts';
import { getReply, unwrap } from '../../../lib/http';
import { SEARCH_PAGE_SIZE } from '../dict-logic';

/** GET /sys/dict/loadDict/{dict}?keyword=&pageSize=: options whose text contains the keyword. */
export async function loadDict(dict: string, keyword: string, pageSize = SEARCH_PAGE_SIZE): Promise<DictOption[]> {
  return unwrap(await getReply<DictOption[]>(`/sys/dict/loadDict/${encodeURIComponent(dict)}`, { params: { keyword: keyword || undefined, pageSize } }));
}

/** GET /sys/dict/loadDictItem/{dict}?key=a,b: the labels of stored values, in their order. */
export async function loadDictItem(dict: string, values: string[]): Promise<string[]> {
  if (values.length === 0) return [];
  return unwrap(await getReply<string[]>(`/sys/dict/loadDictItem/${encodeURIComponent(dict)}`, { params: { key: values.join(',') }, skipErrorHandler: true }));
}
