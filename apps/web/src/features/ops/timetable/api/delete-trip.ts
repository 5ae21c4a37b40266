import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { timetableQueryKey } from './get-timetable';

/** DELETE /ops/timetable/trip/delete */
export async function deleteTrip(id: string): Promise<string> {
  const reply = (await http.delete<ApiReply<null>>('/ops/timetable/trip/delete', { params: { id } })).data;
  unwrap(reply);
  return reply.message;
}

export function useDeleteTrip() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteTrip, onSuccess: () => client.invalidateQueries({ queryKey: timetableQueryKey }) });
}
