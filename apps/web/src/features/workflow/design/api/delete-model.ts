import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { modelsQueryKey } from './list-models';

/** DELETE /workflow/model/delete?id=: the model and its versions leave the list. */
export async function deleteModel(id: string): Promise<string> {
  const reply = (await http.delete<ApiReply<null>>('/workflow/model/delete', { params: { id } })).data;
  unwrap(reply);
  return reply.message;
}

export function useDeleteModel() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteModel, onSuccess: () => client.invalidateQueries({ queryKey: modelsQueryKey }) });
}
