import type { DictTreeNode } from '@bus/contracts';
import { getReply, unwrap } from '../../../lib/http';

export interface TreeDataParams {
  pid?: string;
  tableName: string;
  text: string;
  code: string;
  pidField?: string;
  hasChildField?: string;
  /** a JSON object string (checked by the widget first) */
  condition?: string;
}

/** GET /sys/dict/loadTreeData: one level (the children of pid; roots when empty). */
export async function loadTreeData(params: TreeDataParams): Promise<DictTreeNode[]> {
  return unwrap(await getReply<DictTreeNode[]>('/sys/dict/loadTreeData', { params: { pidField: 'pid', ...params }, skipErrorHandler: true }));
}
