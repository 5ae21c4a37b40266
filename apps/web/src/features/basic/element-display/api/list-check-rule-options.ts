import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageResult } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';

export interface CheckRuleOption {
  ruleCode: string;
  ruleName: string;
}

/**
 * GET /sys/checkRule/list (pageSize 100): the check rules a field may be bound to. Needs
 * system:checkRule:list; without it the form falls back to typing the code (the server checks it).
 */
export async function listCheckRuleOptions(): Promise<CheckRuleOption[]> {
  const page = unwrap(
    await getReply<PageResult<CheckRuleOption>>('/sys/checkRule/list', {
      params: { pageNo: 1, pageSize: 100, column: 'ruleCode', order: 'asc' },
      skipErrorHandler: true,
    }),
  );
  return page.records.map((r) => ({ ruleCode: r.ruleCode, ruleName: r.ruleName }));
}

export const checkRuleOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['basic', 'check-rule-options'], queryFn: listCheckRuleOptions, staleTime: 60_000, retry: false });

export function useCheckRuleOptions(enabled: boolean) {
  return useQuery({ ...checkRuleOptionsQueryOptions(), enabled });
}
