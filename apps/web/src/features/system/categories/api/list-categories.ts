import type { CategoryRecord } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';

/** GET /sys/category/rootList (through useListPage): paged roots. Mutations invalidate categoriesQueryKey. */
export const CATEGORY_ROOT_LIST_URL = '/sys/category/rootList';
export const categoriesQueryKey = ['system', 'categories'] as const;

/** GET /sys/category/childList?pid=: the children of one node (lazy tree). */
export async function fetchCategoryChildren(pid: string): Promise<CategoryRecord[]> {
  return unwrap(await getReply<CategoryRecord[]>('/sys/category/childList', { params: { pid } }));
}
