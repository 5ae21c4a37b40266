import { pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

/** Per-segment regular-expression rules (JeecgBoot 编码校验规则). Patterns are checked for safety when saved. */
export const sysCheckRule = pgTable('sys_check_rule', {
  id: idColumn(),
  ruleName: text('rule_name').notNull(),
  ruleCode: text('rule_code').notNull().unique(),
  /** JSON array of { digits: number | '*', pattern: string, message: string } */
  ruleJson: text('rule_json').notNull(),
  description: text('description'),
  ...auditColumns(),
});
