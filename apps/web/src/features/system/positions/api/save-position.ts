import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, PositionRecord, PositionSave } from '@bus/contracts';
import { http, postReply, unwrap } from '../../../../lib/http';
import { positionsQueryKey } from './list-positions';

/** POST /sys/position/add, or PUT /sys/position/edit with the version read (409 when stale). */
export async function savePosition(input: PositionSave & { id?: string; version?: number }): Promise<PositionRecord> {
  if (input.id) return unwrap((await http.put<ApiReply<PositionRecord>>('/sys/position/edit', input, { skipErrorHandler: true })).data);
  return unwrap(await postReply<PositionRecord>('/sys/position/add', input, { skipErrorHandler: true }));
}

export function useSavePosition() {
  const client = useQueryClient();
  return useMutation({ mutationFn: savePosition, onSuccess: () => client.invalidateQueries({ queryKey: positionsQueryKey }) });
}
