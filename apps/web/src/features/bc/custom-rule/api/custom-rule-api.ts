/** 定制规则: GET /bc/customRule/get, read by 试算 and by the rules page under one query. */
import { useQuery } from '@tanstack/react-query';
import type { CustomRuleRecord } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';

export const CUSTOM_RULE_API = '/bc/customRule';
export const customRuleQueryKey = ['bc', 'customRule'] as const;

export const useCustomRule = () =>
  useQuery({ queryKey: customRuleQueryKey, queryFn: async () => unwrap(await getReply<CustomRuleRecord>(`${CUSTOM_RULE_API}/get`)), staleTime: 30_000 });
