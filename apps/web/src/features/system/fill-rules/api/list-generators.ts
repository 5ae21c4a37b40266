import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FillRuleGenerator } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';

/** GET /sys/fillRule/generators: the generators registered in server code (the only choices). */
export const generatorsQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'fill-rules', 'generators'],
    queryFn: async () => unwrap(await getReply<FillRuleGenerator[]>('/sys/fillRule/generators')),
    staleTime: Infinity,
  });

export const useGenerators = () => useQuery(generatorsQueryOptions());
