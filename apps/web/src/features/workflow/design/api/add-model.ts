import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WfModelAdd, WfModelRecord } from '@bus/contracts';
import { postReply, unwrap } from '../../../../lib/http';
import { modelsApi } from './models-api';

/** POST /workflow/model/add: a new model whose version 1 is the new diagram the page sends. */
export async function addModel(input: WfModelAdd): Promise<WfModelRecord> {
  return unwrap(await postReply<WfModelRecord>('/workflow/model/add', input, { skipErrorHandler: true }));
}

export function useAddModel() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addModel, onSuccess: () => client.invalidateQueries({ queryKey: modelsApi.queryKey }) });
}
