import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, OpsStopRecord, OpsStopSave } from '@bus/contracts';
import { http, postReply, unwrap } from '../../../../lib/http';
import { stopsQueryKey } from './list-stops';

/** POST /ops/stop/add, or PUT /ops/stop/edit with the version read (409 when stale). */
export async function saveStop(input: OpsStopSave & { id?: string; version?: number }): Promise<OpsStopRecord> {
  if (input.id) return unwrap((await http.put<ApiReply<OpsStopRecord>>('/ops/stop/edit', input, { skipErrorHandler: true })).data);
  return unwrap(await postReply<OpsStopRecord>('/ops/stop/add', input, { skipErrorHandler: true }));
}

export function useSaveStop() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveStop,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: stopsQueryKey }), client.invalidateQueries({ queryKey: ['pickers', 'ops-stops'] })]),
  });
}
