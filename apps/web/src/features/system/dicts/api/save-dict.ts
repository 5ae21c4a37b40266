import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, DictRecord, DictSave } from '@bus/contracts';
import { http, postReply, unwrap } from '../../../../lib/http';
import { dictsQueryKey } from './list-dicts';

/** POST /sys/dict/add, or PUT /sys/dict/edit with the version read (409 when someone saved first). */
export async function saveDict(input: DictSave & { id?: string; version?: number }): Promise<DictRecord> {
  if (input.id) return unwrap((await http.put<ApiReply<DictRecord>>('/sys/dict/edit', input, { skipErrorHandler: true })).data);
  return unwrap(await postReply<DictRecord>('/sys/dict/add', input, { skipErrorHandler: true }));
}

export function useSaveDict() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveDict, onSuccess: () => client.invalidateQueries({ queryKey: dictsQueryKey }) });
}
