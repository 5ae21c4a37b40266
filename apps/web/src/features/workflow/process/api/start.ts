import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WfInstanceRecord, WfPreviewReply, WfStart, WfStartableRecord } from '@bus/contracts';
import { getReply, postReply, unwrap } from '../../../../lib/http';
import { mineQueryKey } from '../../task/api/mine';
import { todoQueryKey } from '../../task/api/todo';

export const startableQueryKey = ['workflow', 'startable'] as const;

/** GET /workflow/process/startable: the newest active deployment of each process, with its start form. */
export const useStartable = () =>
  useQuery({ queryKey: startableQueryKey, queryFn: async () => unwrap(await getReply<WfStartableRecord[]>('/workflow/process/startable')) });

/** POST /workflow/process/preview: who approves next for these values (quietly: the page shows the problem itself). */
export async function previewStart(input: WfStart): Promise<WfPreviewReply> {
  return unwrap(await postReply<WfPreviewReply>('/workflow/process/preview', input, { skipErrorHandler: true }));
}

/** POST /workflow/process/start */
async function startProcess(input: WfStart): Promise<{ record: WfInstanceRecord; message: string }> {
  const reply = await postReply<WfInstanceRecord>('/workflow/process/start', input);
  return { record: unwrap(reply), message: reply.message };
}

export function useStartProcess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startProcess,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: mineQueryKey }),
        client.invalidateQueries({ queryKey: todoQueryKey }),
        // the next serial number moved on
        client.invalidateQueries({ queryKey: startableQueryKey }),
      ]),
  });
}
