import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, WfFormRecord, WfFormSave } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { formsApi } from './forms-api';

/** PUT /workflow/form/save: a new version of the form (409 when stale). */
export async function saveForm(input: WfFormSave): Promise<{ record: WfFormRecord; message: string }> {
  const reply = (await http.put<ApiReply<WfFormRecord>>('/workflow/form/save', input, { skipErrorHandler: true })).data;
  return { record: unwrap(reply), message: reply.message };
}

export function useSaveForm() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveForm, onSuccess: () => client.invalidateQueries({ queryKey: formsApi.queryKey }) });
}
