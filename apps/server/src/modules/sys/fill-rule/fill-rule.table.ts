import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

/** A named value generator (JeecgBoot 填值规则): ruleClass is a key of the code registry, never a class name. */
export const sysFillRule = pgTable('sys_fill_rule', {
  id: idColumn(),
  ruleName: text('rule_name').notNull(),
  ruleCode: text('rule_code').notNull().unique(),
  /** key of FILL_RULE_GENERATORS (generators.ts) */
  ruleClass: text('rule_class').notNull(),
  /** JSON object validated by the generator's parameter schema */
  ruleParams: text('rule_params'),
  ...auditColumns(),
});

/** Counters of sequence generators (order_num_rule): one row per rule, prefix and day; bumped atomically. */
export const sysFillRuleSequence = pgTable('sys_fill_rule_sequence', {
  sequenceKey: text('sequence_key').primaryKey(),
  value: integer('value').notNull().default(0),
});
