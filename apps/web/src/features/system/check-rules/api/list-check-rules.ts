/** GET /sys/checkRule/list (through useListPage). Mutations invalidate checkRulesQueryKey. */
export const CHECK_RULE_LIST_URL = '/sys/checkRule/list';
export const checkRulesQueryKey = ['system', 'check-rules'] as const;
