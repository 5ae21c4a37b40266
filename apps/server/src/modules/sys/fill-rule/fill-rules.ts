/**
 * 填值规则 as the other areas use them (sys's public face): the next value of a rule (an order's
 * number), and a rule an area's numbers rely on seeded where it is missing (an administrator may
 * change its parameters afterwards; a rule that is there is left as it is).
 */
import type { Database } from '../../../db/client';
import { seedId } from '../../../db/seed/seed-id';
import type { RequestContext } from '../../../lib/request-context';
import { executeRuleByCode } from './fill-rule.service';
import { sysFillRule } from './fill-rule.table';

export const fillRules = {
  /** the rule's next value, in the caller's transaction (two callers at once never get the same one) */
  next(ctx: Pick<RequestContext, 'db' | 'now' | 'session'>, ruleCode: string, formData: Record<string, unknown> = {}): Promise<string> {
    return executeRuleByCode({ db: ctx.db, now: ctx.now, tenantId: ctx.session.tenantId, formData }, ruleCode);
  },
  /** seeds a rule of one of the registered generators when no rule has its code */
  async ensure(db: Database, rule: { ruleCode: string; ruleName: string; ruleClass: string; ruleParams: string }, createBy = 'system'): Promise<void> {
    await db
      .insert(sysFillRule)
      .values({ id: seedId('fill-rule', rule.ruleCode), ...rule, createBy })
      .onConflictDoNothing();
  },
};
