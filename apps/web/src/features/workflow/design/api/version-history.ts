import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WfFormRecord, WfFormVersionDetail, WfModelRecord, WfModelVersionDetail, WfRestore } from '@bus/contracts';
import { getReply, postReply, unwrap } from '../../../../lib/http';
import { formsApi } from './forms-api';
import { modelsApi } from './models-api';

/**
 * The saved versions of a form or a process model, /workflow/<kind>/history/...: `listUrl` (through
 * useListPage, newest first), one version with its JSON or XML (get; a saved version never changes,
 * so it is cached for as long as the page lives) and 恢复 (restore: copies a version as the newest,
 * 409 when stale).
 */
function versionHistory<Detail, Saved>(kind: 'form' | 'model', owner: { queryKey: readonly unknown[] }) {
  const base = `/workflow/${kind}/history`;
  const versionsQueryKey = (id: string) => [...owner.queryKey, 'versions', id] as const;
  const versionQueryOptions = (id: string, versionNo: number) =>
    queryOptions({
      queryKey: [...versionsQueryKey(id), versionNo],
      queryFn: async () => unwrap(await getReply<Detail>(`${base}/get`, { params: { id, versionNo } })),
      staleTime: Infinity,
    });
  return {
    listUrl: `${base}/list`,
    versionsQueryKey,
    useVersion: (id: string, versionNo: number | undefined) => useQuery({ ...versionQueryOptions(id, versionNo ?? 0), enabled: versionNo !== undefined }),
    useRestore() {
      const client = useQueryClient();
      return useMutation({
        mutationFn: async (input: WfRestore): Promise<{ record: Saved; message: string }> => {
          const reply = await postReply<Saved>(`${base}/restore`, input, { skipErrorHandler: true });
          return { record: unwrap(reply), message: reply.message };
        },
        onSuccess: () => client.invalidateQueries({ queryKey: owner.queryKey }),
      });
    },
  };
}

export const formHistory = versionHistory<WfFormVersionDetail, WfFormRecord>('form', formsApi);
export const modelHistory = versionHistory<WfModelVersionDetail, WfModelRecord>('model', modelsApi);
