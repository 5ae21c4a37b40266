import { useMutation } from '@tanstack/react-query';
import type { ApiReply, WfDeploymentRecord } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';

/** POST /workflow/deployment/deploy: the model's newest deployable version becomes the next deployed version. */
export async function deployModel(modelId: string): Promise<{ deployment: WfDeploymentRecord; message: string }> {
  const reply = (await http.post<ApiReply<WfDeploymentRecord>>('/workflow/deployment/deploy', { modelId })).data;
  return { deployment: unwrap(reply), message: reply.message };
}

export const useDeployModel = () => useMutation({ mutationFn: deployModel });
