import type { ApiReply } from '@bus/contracts';
import { getReply } from '../http';

/**
 * GET /sys/checkRule/checkByCode (spec 03 section 7 'Duplicate and rule checks'): success false
 * carries the failing segment's message. Shared by form helpers; empty values are not checked.
 */
export async function checkRuleByCode(ruleCode: string, value: string): Promise<ApiReply<null>> {
  return getReply<null>('/sys/checkRule/checkByCode', { params: { ruleCode, value }, skipErrorHandler: true });
}
