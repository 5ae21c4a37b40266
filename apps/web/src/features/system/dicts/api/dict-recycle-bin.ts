import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { dictsApi } from './dicts-api';

/** GET /sys/dict/deleteList (through useListPage): deleted dictionaries. */
export const DICT_RECYCLE_URL = '/sys/dict/deleteList';
// under the dictionaries' key: a delete in the list refreshes the bin too
export const dictRecycleQueryKey = [...dictsApi.queryKey, 'recycle'] as const;

/** PUT /sys/dict/back/{id}: restore. */
export async function restoreDict(id: string): Promise<string> {
  const reply = (await http.put<ApiReply<null>>(`/sys/dict/back/${encodeURIComponent(id)}`)).data;
  unwrap(reply);
  return reply.message;
}

/** DELETE /sys/dict/deletePhysic/{id}: purge with its items. */
export async function purgeDict(id: string): Promise<string> {
  const reply = (await http.delete<ApiReply<null>>(`/sys/dict/deletePhysic/${encodeURIComponent(id)}`)).data;
  unwrap(reply);
  return reply.message;
}

export function useRestoreDict() {
  const client = useQueryClient();
  return useMutation({ mutationFn: restoreDict, onSuccess: () => client.invalidateQueries({ queryKey: dictsApi.queryKey }) });
}

export function usePurgeDict() {
  const client = useQueryClient();
  return useMutation({ mutationFn: purgeDict, onSuccess: () => client.invalidateQueries({ queryKey: dictRecycleQueryKey }) });
}
