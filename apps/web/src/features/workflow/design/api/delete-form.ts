import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { formsQueryKey } from './list-forms';

/** DELETE /workflow/form/delete?id=: the form and its versions leave the list. */
export async function deleteForm(id: string): Promise<string> {
  const reply = (await http.delete<ApiReply<null>>('/workflow/form/delete', { params: { id } })).data;
  unwrap(reply);
  return reply.message;
}

export function useDeleteForm() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteForm, onSuccess: () => client.invalidateQueries({ queryKey: formsQueryKey }) });
}
