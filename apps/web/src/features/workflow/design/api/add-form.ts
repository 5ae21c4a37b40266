import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WfFormAdd, WfFormRecord } from '@bus/contracts';
import { postReply, unwrap } from '../../../../lib/http';
import { formsApi } from './forms-api';

/** POST /workflow/form/add: a new start or node form (version 1). */
export async function addForm(input: WfFormAdd): Promise<WfFormRecord> {
  return unwrap(await postReply<WfFormRecord>('/workflow/form/add', input, { skipErrorHandler: true }));
}

export function useAddForm() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addForm, onSuccess: () => client.invalidateQueries({ queryKey: formsApi.queryKey }) });
}
