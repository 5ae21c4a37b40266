import { getReply, unwrap } from '../../../../lib/http';

/** GET /sys/fillRule/executeRuleByCode/{ruleCode}?formData=: the value the rule generates now. */
export async function executeRuleByCode(ruleCode: string, formData?: Record<string, unknown>): Promise<string> {
  return unwrap(
    await getReply<string>(`/sys/fillRule/executeRuleByCode/${encodeURIComponent(ruleCode)}`, {
      params: formData ? { formData: JSON.stringify(formData) } : undefined,
    }),
  );
}
