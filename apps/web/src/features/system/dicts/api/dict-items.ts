import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, DictItemRecord, DictItemSave } from '@bus/contracts';
import { http, postReply, unwrap } from '../../../../lib/http';

/** GET /sys/dictItem/list?dictId= (through useListPage). */
export const DICT_ITEM_LIST_URL = '/sys/dictItem/list';
export const dictItemsQueryKey = ['system', 'dict-items'] as const;

/** POST /sys/dictItem/add or PUT /sys/dictItem/edit (with version). */
export async function saveDictItem(input: DictItemSave & { id?: string; version?: number }): Promise<DictItemRecord> {
  if (input.id) return unwrap((await http.put<ApiReply<DictItemRecord>>('/sys/dictItem/edit', input, { skipErrorHandler: true })).data);
  return unwrap(await postReply<DictItemRecord>('/sys/dictItem/add', input, { skipErrorHandler: true }));
}

export function useSaveDictItem() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveDictItem, onSuccess: () => client.invalidateQueries({ queryKey: dictItemsQueryKey }) });
}
