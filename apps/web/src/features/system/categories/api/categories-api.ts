import { categoryResource, type CategoryRecord } from '@bus/contracts';
import { resourceApi } from '../../../../components/resource-kit';
import { getReply, unwrap } from '../../../../lib/http';

export const categoriesApi = resourceApi(categoryResource);

/** GET /sys/category/childList?pid=: the children of one node (the tree's rows open lazily). */
export async function fetchCategoryChildren(pid: string): Promise<CategoryRecord[]> {
  return unwrap(await getReply<CategoryRecord[]>('/sys/category/childList', { params: { pid } }));
}
