import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, WfModelRecord, WfModelSave } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { modelsQueryKey } from './list-models';

/** PUT /workflow/model/save: a new version (409 when someone saved since `version` was read). */
export async function saveModel(input: WfModelSave): Promise<{ record: WfModelRecord; message: string }> {
  const reply = (await http.put<ApiReply<WfModelRecord>>('/workflow/model/save', input, { skipErrorHandler: true })).data;
  return { record: unwrap(reply), message: reply.message };
}

export function useSaveModel() {
  const client = useQueryClient();
  // the list, the history of this model and its detail all change with a new version
  return useMutation({ mutationFn: saveModel, onSuccess: () => client.invalidateQueries({ queryKey: modelsQueryKey }) });
}
