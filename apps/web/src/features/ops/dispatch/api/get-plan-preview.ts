import type { DispatchPlanPreview } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';

/** GET /ops/dispatch/plan-preview: trips, what is planned already, pieces without a bus or driver, the findings and whether the fleet and crew cover the day. */
export async function getPlanPreview(date: string): Promise<DispatchPlanPreview> {
  return unwrap(await getReply<DispatchPlanPreview>('/ops/dispatch/plan-preview', { params: { date } }));
}
