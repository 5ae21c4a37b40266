import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, DataSource, DataSourceEdit, DataSourceSave } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { dataSourcesQueryKey } from './list-data-sources';

/** POST /sys/dataSource/add, or PUT /sys/dataSource/edit when the request carries id and version. */
export async function saveDataSource(request: DataSourceSave | DataSourceEdit): Promise<DataSource> {
  const reply =
    'id' in request
      ? await http.put<ApiReply<DataSource>>('/sys/dataSource/edit', request, { skipErrorHandler: true })
      : await http.post<ApiReply<DataSource>>('/sys/dataSource/add', request, { skipErrorHandler: true });
  return unwrap(reply.data);
}

export function useSaveDataSource() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveDataSource, onSuccess: () => client.invalidateQueries({ queryKey: dataSourcesQueryKey }) });
}
