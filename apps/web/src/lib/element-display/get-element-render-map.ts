import type { ElementRenderMap } from '@bus/contracts';
import { getReply, unwrap } from '../http';

/** GET /basic-font-end-element-display/find-all-for-render: the tenant's rules per targetUrl. */
export async function getElementRenderMap(): Promise<ElementRenderMap> {
  return unwrap(await getReply<ElementRenderMap>('/basic-font-end-element-display/find-all-for-render', { skipErrorHandler: true }));
}
