/** 流程运维's calls: the instance list (the kit's), the administrators' moves, the deployments and their state. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  wfOpsInstanceResource,
  type ApiReply,
  type WfDeploymentRecord,
  type WfOpsJump,
  type WfOpsJumpTarget,
  type WfOpsReassign,
  type WfOpsRepair,
  type WfOpsTerminate,
} from '@bus/contracts';
import { resourceApi } from '../../../../components/resource-kit';
import { getReply, http, unwrap } from '../../../../lib/http';
import { modelsApi } from '../../design/api/models-api';
import { todoQueryKey } from '../../task/api/todo';

export const opsInstancesApi = resourceApi(wfOpsInstanceResource);
export const deploymentsQueryKey = ['workflow', 'ops', 'deployments'] as const;

async function post(url: string, body: object): Promise<string> {
  const reply = (await http.post<ApiReply<unknown>>(url, body)).data;
  unwrap(reply);
  return reply.message;
}

/** Each move changes the instance list and someone's to-dos. */
function useOpsMutation<T extends object>(url: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => post(url, input),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: opsInstancesApi.queryKey }), client.invalidateQueries({ queryKey: todoQueryKey })]),
  });
}

export const useSuspendInstance = () => useOpsMutation<{ instanceId: string }>('/workflow/ops/suspend');
export const useResumeInstance = () => useOpsMutation<{ instanceId: string }>('/workflow/ops/resume');
export const useTerminateInstance = () => useOpsMutation<WfOpsTerminate>('/workflow/ops/terminate');
export const useReassignTask = () => useOpsMutation<WfOpsReassign>('/workflow/ops/reassign');
export const useJumpInstance = () => useOpsMutation<WfOpsJump>('/workflow/ops/jump');
export const useRepairInstance = () => useOpsMutation<WfOpsRepair>('/workflow/ops/repair');

/** GET /workflow/ops/jumpTargets: the user tasks and end events of the instance's deployment. */
export const useJumpTargets = (instanceId: string | undefined) =>
  useQuery({
    queryKey: ['workflow', 'ops', 'jump-targets', instanceId],
    queryFn: async () => unwrap(await getReply<WfOpsJumpTarget[]>('/workflow/ops/jumpTargets', { params: { instanceId } })),
    enabled: Boolean(instanceId),
  });

/** GET /workflow/deployment/all: every deployed version of the tenant, by key, newest first. */
export const useDeployments = () =>
  useQuery({
    queryKey: deploymentsQueryKey,
    queryFn: async () => unwrap(await getReply<WfDeploymentRecord[]>('/workflow/deployment/all')),
  });

/** POST /workflow/deployment/suspend or /activate */
export function useSetDeploymentState() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ deploymentId, suspend }: { deploymentId: string; suspend: boolean }) =>
      post(suspend ? '/workflow/deployment/suspend' : '/workflow/deployment/activate', { deploymentId }),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: deploymentsQueryKey }), client.invalidateQueries({ queryKey: modelsApi.queryKey })]),
  });
}
