import type { DutyAssign, DutyFinding } from '@bus/contracts';
import { postReply, unwrap } from '../../../../lib/http';

/** POST /ops/duty/check: what an assignment would break, before it is saved. */
export async function checkDuty(input: DutyAssign): Promise<DutyFinding[]> {
  return unwrap(await postReply<DutyFinding[]>('/ops/duty/check', input, { skipErrorHandler: true }));
}
