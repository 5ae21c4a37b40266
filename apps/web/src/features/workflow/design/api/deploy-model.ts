import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, WfDeploymentRecord } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { modelsApi } from './models-api';

/** POST /workflow/deployment/deploy: the model's newest deployable version becomes the next deployed version. */
export async function deployModel(modelId: string): Promise<{ deployment: WfDeploymentRecord; message: string }> {
  const reply = (await http.post<ApiReply<WfDeploymentRecord>>('/workflow/deployment/deploy', { modelId })).data;
  return { deployment: unwrap(reply), message: reply.message };
}

/** The model list shows each model's deployed version: read again after a deployment. */
export function useDeployModel() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deployModel, onSettled: () => client.invalidateQueries({ queryKey: modelsApi.queryKey }) });
}
