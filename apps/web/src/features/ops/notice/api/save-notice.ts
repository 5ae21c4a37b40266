import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, NoticeRecord, NoticeSave } from '@bus/contracts';
import { http, postReply, unwrap } from '../../../../lib/http';
import { noticesQueryKey } from './list-notices';

/** POST /ops/notice/add (a draft), or PUT /ops/notice/edit of a draft with the version read (409 when stale). */
export async function saveNotice(input: NoticeSave & { id?: string; version?: number }): Promise<NoticeRecord> {
  if (input.id) return unwrap((await http.put<ApiReply<NoticeRecord>>('/ops/notice/edit', input, { skipErrorHandler: true })).data);
  return unwrap(await postReply<NoticeRecord>('/ops/notice/add', input, { skipErrorHandler: true }));
}

export function useSaveNotice() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveNotice, onSuccess: () => client.invalidateQueries({ queryKey: noticesQueryKey }) });
}
