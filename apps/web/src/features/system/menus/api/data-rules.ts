import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataRuleRecord } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';

/** GET /sys/permission/getPermRuleListByPermId?permissionId= */
export const dataRulesQueryOptions = (permissionId: string) =>
  queryOptions({
    queryKey: ['system', 'menus', 'data-rules', permissionId],
    queryFn: async () => unwrap(await getReply<DataRuleRecord[]>('/sys/permission/getPermRuleListByPermId', { params: { permissionId } })),
  });
export const useDataRules = (permissionId: string) => useQuery(dataRulesQueryOptions(permissionId));
