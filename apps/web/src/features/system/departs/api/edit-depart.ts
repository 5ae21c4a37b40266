import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, DepartEdit, DepartRecord } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { departTreeQueryKey } from './query-tree-list';

/** PUT /sys/sysDepart/edit with the version the form was read at (409 when someone saved first). */
export async function editDepart(input: DepartEdit): Promise<DepartRecord> {
  return unwrap((await http.put<ApiReply<DepartRecord>>('/sys/sysDepart/edit', input, { skipErrorHandler: true })).data);
}

export function useEditDepart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editDepart,
    onSuccess: (saved) => {
      void client.invalidateQueries({ queryKey: departTreeQueryKey });
      void client.invalidateQueries({ queryKey: ['system', 'departs', 'detail', saved.id] });
    },
  });
}
