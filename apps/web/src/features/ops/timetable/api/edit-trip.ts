import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, OpsTripEdit } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { timetableQueryKey } from './get-timetable';

/** PUT /ops/timetable/trip/edit: a trip's times in pattern order (422 names the trip and stop) */
export async function editTrip(input: OpsTripEdit) {
  return unwrap((await http.put<ApiReply<{ id: string; version: number }>>('/ops/timetable/trip/edit', input, { skipErrorHandler: true })).data);
}

export function useEditTrip() {
  const client = useQueryClient();
  return useMutation({ mutationFn: editTrip, onSuccess: () => client.invalidateQueries({ queryKey: timetableQueryKey }) });
}
