import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, NoticeRecord } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { noticesQueryKey } from './list-notices';

/** PUT /ops/notice/release (发布 a draft) or /ops/notice/revoke (撤回 a published notice); the server's message. */
export async function moveNotice({ action, id, version }: { action: 'release' | 'revoke'; id: string; version: number }): Promise<string> {
  const reply = (await http.put<ApiReply<NoticeRecord>>(`/ops/notice/${action}`, { id, version })).data;
  unwrap(reply);
  return reply.message;
}

export function useMoveNotice() {
  const client = useQueryClient();
  return useMutation({ mutationFn: moveNotice, onSuccess: () => client.invalidateQueries({ queryKey: noticesQueryKey }) });
}
