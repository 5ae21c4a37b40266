import { useQuery } from '@tanstack/react-query';
import { DYNAMIC_DICT_PREFIX } from '@bus/contracts';
import { dictItemsQueryKey, loadDictItems } from '../../lib/dict-cache';
import { getDynamicDict } from './api/get-dynamic-dict';
import { toOptions, type Option } from './dict-logic';

/**
 * Options of a dictionary code: `dynamic_*` codes are table dictionaries (sys/dict/dynamic),
 * every other code goes through the local 7-day dictionary cache (useDictItems).
 */
export function useDictOptions(code: string): { options: Option[]; loading: boolean; failed: boolean } {
  const dynamic = code.startsWith(DYNAMIC_DICT_PREFIX);
  // the same query as useDictItems (shared cache entry), switched off for table dictionaries
  const items = useQuery({ queryKey: dictItemsQueryKey(code), queryFn: () => loadDictItems(code), staleTime: Infinity, enabled: !dynamic && !!code });
  const table = useQuery({
    queryKey: ['dict', 'dynamic', code],
    queryFn: () => getDynamicDict(code),
    enabled: dynamic && !!code,
    retry: false,
    staleTime: Infinity,
  });
  if (dynamic) return { options: toOptions(table.data), loading: table.isLoading, failed: table.isError };
  return { options: toOptions(items.data), loading: items.isLoading, failed: !!code && !items.isLoading && (items.data?.length ?? 0) === 0 };
}
