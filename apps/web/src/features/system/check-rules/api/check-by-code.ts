import type { ApiReply } from '@bus/contracts';
import { getReply } from '../../../../lib/http';

/** GET /sys/checkRule/checkByCode: success false carries the failing segment's message. */
export async function checkByCode(ruleCode: string, value: string): Promise<ApiReply<null>> {
  return getReply<null>('/sys/checkRule/checkByCode', { params: { ruleCode, value } });
}
