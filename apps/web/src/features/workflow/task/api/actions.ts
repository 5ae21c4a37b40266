/** The task actions beyond 同意 / 驳回 (转办, 委派, 处理完成, 加签, 减签, 拿回, 催办) and 抄送 read state. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, WfAddSign, WfResolve, WfTransfer, WfUrge } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { mineQueryKey } from './mine';
import { todoQueryKey } from './todo';

export const DONE_LIST_URL = '/workflow/task/done';
export const doneQueryKey = ['workflow', 'done'] as const;
export const CC_LIST_URL = '/workflow/cc/list';
export const ccQueryKey = ['workflow', 'cc'] as const;

/** Posts and answers the server's own words (已转办给 ..., 加签成功, ...). */
const post =
  <T>(url: string) =>
  async (input: T): Promise<string> => {
    const reply = (await http.post<ApiReply<unknown>>(url, input)).data;
    unwrap(reply);
    return reply.message;
  };

/** After an action the lists it touches are read again. */
function useAction<T>(run: (input: T) => Promise<string>, keys: ReadonlyArray<readonly string[]> = [todoQueryKey, doneQueryKey]) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))) });
}

export const useTransferTask = () => useAction(post<WfTransfer>('/workflow/task/transfer'));
export const useDelegateTask = () => useAction(post<WfTransfer>('/workflow/task/delegate'));
export const useResolveTask = () => useAction(post<WfResolve>('/workflow/task/resolve'));
export const useAddSign = () => useAction(post<WfAddSign>('/workflow/task/addSign'));
export const useRemoveSign = () => useAction(post<{ taskId: string }>('/workflow/task/removeSign'));
export const useRetrieveTask = () => useAction(post<{ taskId: string }>('/workflow/task/retrieve'));
export const useUrge = () => useAction(post<WfUrge>('/workflow/process/urge'), [mineQueryKey]);
export const useReadCopy = () => useAction(post<{ id: string }>('/workflow/cc/read'), [ccQueryKey]);
