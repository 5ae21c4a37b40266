/**
 * 公告管理's api: the kit's (list, queryById, add, edit, delete, deleteBatch, exportXls) from the
 * contracts declaration, and 发布 / 撤回 of noticeStates, which refresh the same lists.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noticeResource, type ApiReply, type NoticeAction, type NoticeRecord } from '@bus/contracts';
import { resourceApi } from '../../../../components/resource-kit';
import { http, unwrap } from '../../../../lib/http';

export const noticesApi = resourceApi(noticeResource);

/** PUT /ops/notice/release (发布 a draft) or /ops/notice/revoke (撤回 a published notice); the server's message. */
export async function moveNotice({ action, id, version }: { action: NoticeAction; id: string; version: number }): Promise<string> {
  const reply = (await http.put<ApiReply<NoticeRecord>>(`/ops/notice/${action}`, { id, version })).data;
  unwrap(reply);
  return reply.message;
}

export function useMoveNotice() {
  const client = useQueryClient();
  return useMutation({ mutationFn: moveNotice, onSuccess: () => client.invalidateQueries({ queryKey: noticesApi.queryKey }) });
}
