/**
 * 意见反馈's api: the kit's (list, add, edit, delete, export) from the contracts declaration, and the
 * moves 受理 / 回复 / 关闭 and a feedback's replies, which refresh the same lists.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { feedbackResource, type ApiReply, type FeedbackRecord, type FeedbackReply, type FeedbackReplyRecord } from '@bus/contracts';
import { resourceApi } from '../../../../components/resource-kit';
import { getReply, http, unwrap } from '../../../../lib/http';

export const feedbackApi = resourceApi(feedbackResource);

/** PUT /isps/feedback/accept or /close: the server's message */
export async function moveFeedback({ action, id, version }: { action: 'accept' | 'close'; id: string; version: number }): Promise<string> {
  const reply = (await http.put<ApiReply<FeedbackRecord>>(`/isps/feedback/${action}`, { id, version })).data;
  unwrap(reply);
  return reply.message;
}

export function useMoveFeedback() {
  const client = useQueryClient();
  return useMutation({ mutationFn: moveFeedback, onSuccess: () => client.invalidateQueries({ queryKey: feedbackApi.queryKey }) });
}

/** PUT /isps/feedback/reply (a 422 naming `content` goes to the form): the server's message */
export async function replyFeedback(input: FeedbackReply): Promise<string> {
  const reply = (await http.put<ApiReply<FeedbackRecord>>('/isps/feedback/reply', input, { skipErrorHandler: true })).data;
  unwrap(reply);
  return reply.message;
}

export const feedbackRepliesKey = (id: string) => [...feedbackApi.queryKey, 'replies', id] as const;

export function useFeedbackReplies(id: string | undefined) {
  return useQuery({
    queryKey: feedbackRepliesKey(id ?? ''),
    queryFn: async () => unwrap(await getReply<FeedbackReplyRecord[]>('/isps/feedback/replies', { params: { id } })),
    enabled: Boolean(id),
  });
}
