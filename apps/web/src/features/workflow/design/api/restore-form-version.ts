import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WfFormRecord, WfRestore } from '@bus/contracts';
import { postReply, unwrap } from '../../../../lib/http';
import { formsApi } from './forms-api';

/** POST /workflow/form/history/restore: copies a version as the newest (409 when stale). */
export async function restoreFormVersion(input: WfRestore): Promise<{ record: WfFormRecord; message: string }> {
  const reply = await postReply<WfFormRecord>('/workflow/form/history/restore', input, { skipErrorHandler: true });
  return { record: unwrap(reply), message: reply.message };
}

export function useRestoreFormVersion() {
  const client = useQueryClient();
  return useMutation({ mutationFn: restoreFormVersion, onSuccess: () => client.invalidateQueries({ queryKey: formsApi.queryKey }) });
}
