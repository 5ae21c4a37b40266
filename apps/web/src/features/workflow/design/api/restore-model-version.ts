import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WfModelRecord, WfRestore } from '@bus/contracts';
import { postReply, unwrap } from '../../../../lib/http';
import { modelsApi } from './models-api';

/** POST /workflow/model/history/restore: copies a version as the newest (409 when stale). */
export async function restoreModelVersion(input: WfRestore): Promise<{ record: WfModelRecord; message: string }> {
  const reply = await postReply<WfModelRecord>('/workflow/model/history/restore', input, { skipErrorHandler: true });
  return { record: unwrap(reply), message: reply.message };
}

export function useRestoreModelVersion() {
  const client = useQueryClient();
  return useMutation({ mutationFn: restoreModelVersion, onSuccess: () => client.invalidateQueries({ queryKey: modelsApi.queryKey }) });
}
