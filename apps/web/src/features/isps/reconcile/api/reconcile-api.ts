/**
 * 对账记录 and 自动对账's api (issue 24): the kit's list of batches, 导入对账单 (a channel's file as
 * downloaded), a batch's differences and 处理, 删除 a batch, and the inbox of 自动对账.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reconBatchResource, type ApiReply, type AutoReconStatus, type ReconBatchRecord, type ReconDiffRecord, type ReconResolve } from '@bus/contracts';
import { resourceApi } from '../../../../components/resource-kit';
import { getReply, http, postReply, unwrap } from '../../../../lib/http';

export const reconBatchesApi = resourceApi(reconBatchResource);
const DIFFS = 'isps-recon-diffs';
const AUTO = 'isps-auto-recon';

export function useImportStatement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, billDate }: { file: File; billDate?: string | null }) => {
      const form = new FormData();
      form.append('file', file);
      const query = billDate ? `?billDate=${billDate}` : '';
      const reply = await postReply<ReconBatchRecord>(`/zsgj/reconciliationRecord/import${query}`, form, { skipErrorHandler: true, timeout: 600_000 });
      return { batch: unwrap(reply), message: reply.message };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: reconBatchesApi.queryKey }),
  });
}

export function useBatchDiffs(id: string | null) {
  return useQuery({
    queryKey: [DIFFS, id],
    enabled: id !== null,
    queryFn: async () => unwrap(await getReply<ReconDiffRecord[]>('/zsgj/reconciliationRecord/diffs', { params: { id } })),
  });
}

export function useResolveDiff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReconResolve) => {
      const reply = (await http.put<ApiReply<ReconDiffRecord>>('/zsgj/reconciliationRecord/resolve', body, { skipErrorHandler: true })).data;
      unwrap(reply);
      return reply.message;
    },
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: [DIFFS] }), client.invalidateQueries({ queryKey: reconBatchesApi.queryKey })]),
  });
}

export async function deleteBatch(id: string): Promise<string> {
  const reply = (await http.delete<ApiReply<null>>('/zsgj/reconciliationRecord/delete', { params: { id } })).data;
  unwrap(reply);
  return reply.message;
}

export function useAutoReconStatus() {
  return useQuery({ queryKey: [AUTO], queryFn: async () => unwrap(await getReply<AutoReconStatus>('/zsgj/autoReconciliation/status')) });
}

export function useRunAutoRecon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const reply = await postReply<AutoReconStatus>('/zsgj/autoReconciliation/run', undefined, { timeout: 600_000 });
      return { status: unwrap(reply), message: reply.message };
    },
    onSuccess: ({ status }) => {
      client.setQueryData([AUTO], status);
      return client.invalidateQueries({ queryKey: reconBatchesApi.queryKey });
    },
  });
}
