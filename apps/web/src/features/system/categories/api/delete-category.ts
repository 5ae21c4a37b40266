import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { categoriesQueryKey } from './list-categories';

/** DELETE /sys/category/delete: refused while the node has children. */
export async function deleteCategory(id: string): Promise<string> {
  const reply = (await http.delete<ApiReply<null>>('/sys/category/delete', { params: { id } })).data;
  unwrap(reply);
  return reply.message;
}

export function useDeleteCategory() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteCategory, onSuccess: () => client.invalidateQueries({ queryKey: categoriesQueryKey }) });
}
