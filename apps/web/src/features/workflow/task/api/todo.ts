import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, WfApproveWithExtras, WfRejectTarget, WfRejectWithExtras, WfTaskForm } from '@bus/contracts';
import { getReply, http, unwrap } from '../../../../lib/http';

// shared with 首页 (lib/api/work-day.ts)
import { TODO_LIST_URL, todoQueryKey } from '../../../../lib/api/work-day';
import { mineQueryKey } from './mine';

export { TODO_LIST_URL, todoQueryKey };

/** POST /workflow/task/approve (or, on the initiator's task after a rejection, resubmit) */
async function approve(input: WfApproveWithExtras): Promise<string> {
  const reply = (await http.post<ApiReply<unknown>>('/workflow/task/approve', input)).data;
  unwrap(reply);
  return reply.message;
}

/** POST /workflow/task/reject */
async function reject(input: WfRejectWithExtras): Promise<string> {
  const reply = (await http.post<ApiReply<unknown>>('/workflow/task/reject', input)).data;
  unwrap(reply);
  return reply.message;
}

/** After a task is handled the to-do list (and the bell's count) is read again, and 我发起的 (a resubmission changes its state). */
function useTaskMutation<T>(run: (input: T) => Promise<string>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: todoQueryKey }), client.invalidateQueries({ queryKey: mineQueryKey })]),
  });
}

export const useApproveTask = () => useTaskMutation(approve);
export const useRejectTask = () => useTaskMutation(reject);

/** POST /workflow/task/claim: a task offered to several becomes the user's. */
async function claim(taskId: string): Promise<string> {
  const reply = (await http.post<ApiReply<null>>('/workflow/task/claim', { taskId })).data;
  unwrap(reply);
  return reply.message;
}

export const useClaimTask = () => useTaskMutation(claim);

/** GET /workflow/task/rejectTargets: where the task may be sent back to (the initiator first). */
export const useRejectTargets = (taskId: string | undefined) =>
  useQuery({
    queryKey: ['workflow', 'reject-targets', taskId],
    queryFn: async () => unwrap(await getReply<WfRejectTarget[]>('/workflow/task/rejectTargets', { params: { taskId } })),
    enabled: Boolean(taskId),
  });

/** GET /workflow/task/form: the application's form as the task's assignee may see it. */
export const useTaskForm = (taskId: string | undefined) =>
  useQuery({
    queryKey: ['workflow', 'task-form', taskId],
    queryFn: async () => unwrap(await getReply<WfTaskForm>('/workflow/task/form', { params: { taskId } })),
    enabled: Boolean(taskId),
  });
