import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, WfModelSave, WfModelSaveReply } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { formsApi } from './forms-api';
import { modelsApi } from './models-api';

/**
 * PUT /workflow/model/save: a new version of the model, and of its start form when one is given,
 * in one transaction (409 when someone saved either since it was read; 422 naming the lint
 * errors unless `draft`).
 */
export async function saveModel(input: WfModelSave): Promise<{ record: WfModelSaveReply; message: string }> {
  const reply = (await http.put<ApiReply<WfModelSaveReply>>('/workflow/model/save', input, { skipErrorHandler: true })).data;
  return { record: unwrap(reply), message: reply.message };
}

export function useSaveModel() {
  const client = useQueryClient();
  // the list, the history of this model and its detail all change with a new version, and so may the start form
  return useMutation({
    mutationFn: saveModel,
    onSuccess: (reply) =>
      Promise.all([
        client.invalidateQueries({ queryKey: modelsApi.queryKey }),
        reply.record.startForm && client.invalidateQueries({ queryKey: formsApi.queryKey }),
      ]),
  });
}
