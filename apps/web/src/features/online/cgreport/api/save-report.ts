import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, CgreportEdit, CgreportRecord, CgreportSave } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { reportsQueryKey } from './list-reports';

/** POST /online/cgreport/head/add, or PUT /online/cgreport/head/edit when the request has id and version. */
export async function saveReport(request: CgreportSave | CgreportEdit): Promise<CgreportRecord> {
  const reply =
    'id' in request
      ? await http.put<ApiReply<CgreportRecord>>('/online/cgreport/head/edit', request, { skipErrorHandler: true })
      : await http.post<ApiReply<CgreportRecord>>('/online/cgreport/head/add', request, { skipErrorHandler: true });
  return unwrap(reply.data);
}

export function useSaveReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveReport,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: reportsQueryKey });
      // the popup picker caches report metadata for 30 s; an edited report shows at once
      void client.invalidateQueries({ queryKey: ['popup-report'] });
    },
  });
}
