/** GET /sys/fillRule/list (through useListPage). Mutations invalidate fillRulesQueryKey. */
export const FILL_RULE_LIST_URL = '/sys/fillRule/list';
export const fillRulesQueryKey = ['system', 'fill-rules'] as const;
