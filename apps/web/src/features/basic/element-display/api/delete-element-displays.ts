import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { refreshElementDisplay } from '../../../../lib/element-display';
import { elementDisplaysQueryKey } from './list-element-displays';

/** DELETE /basic-font-end-element-display/delete or deleteBatch. */
export async function deleteElementDisplays(ids: string[]): Promise<string> {
  const reply =
    ids.length === 1
      ? (await http.delete<ApiReply<null>>('/basic-font-end-element-display/delete', { params: { id: ids[0] } })).data
      : (await http.delete<ApiReply<null>>('/basic-font-end-element-display/deleteBatch', { params: { ids: ids.join(',') } })).data;
  unwrap(reply);
  return reply.message;
}

export function useDeleteElementDisplays() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteElementDisplays,
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: elementDisplaysQueryKey }), refreshElementDisplay()]);
    },
  });
}
