import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

/**
 * Front-end element display rules (基础管理 > 前端元素显示): for a page (targetUrl) and one of
 * its form elements (elementKey, the form field name), hide it, make it read-only and/or bind it
 * to a check rule (pcRuleKey = sys_check_rule.rule_code). One rule per element, page and tenant.
 */
export const basicElementDisplay = pgTable(
  'basic_element_display',
  {
    id: idColumn(),
    targetUrl: text('target_url').notNull(),
    elementKey: text('element_key').notNull(),
    /** the element's label, for the admin list */
    elementName: text('element_name'),
    pcHidden: boolean('pc_hidden').notNull().default(false),
    pcReadonly: boolean('pc_readonly').notNull().default(false),
    pcRuleKey: text('pc_rule_key'),
    /** help text shown beside the element (find-tips-by-id) */
    tips: text('tips'),
    tenantId: integer('tenant_id').notNull(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('basic_element_display_element_uq').on(t.tenantId, t.targetUrl, t.elementKey)],
);
