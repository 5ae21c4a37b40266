import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DepartRecord, DepartSave } from '@bus/contracts';
import { postReply, unwrap } from '../../../../lib/http';
import { departTreeQueryKey } from './query-tree-list';

/** POST /sys/sysDepart/add: the server generates the org code (fill rule org_num_role). */
export async function addDepart(input: DepartSave): Promise<DepartRecord> {
  return unwrap(await postReply<DepartRecord>('/sys/sysDepart/add', input, { skipErrorHandler: true }));
}

export function useAddDepart() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addDepart, onSuccess: () => client.invalidateQueries({ queryKey: departTreeQueryKey }) });
}
