import type { DispatchPlanPreview } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';

/** GET /ops/dispatch/plan-preview: trips, what is planned already, open blocks and the duty-rule findings. */
export async function getPlanPreview(date: string): Promise<DispatchPlanPreview> {
  return unwrap(await getReply<DispatchPlanPreview>('/ops/dispatch/plan-preview', { params: { date } }));
}
