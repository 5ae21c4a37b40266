import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { calendarsQueryKey } from './list-calendars';

/** DELETE /ops/calendar/delete (refused while the calendar has trips) */
export async function deleteCalendar(id: string): Promise<string> {
  const reply = (await http.delete<ApiReply<null>>('/ops/calendar/delete', { params: { id } })).data;
  unwrap(reply);
  return reply.message;
}

export function useDeleteCalendar() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteCalendar, onSuccess: () => client.invalidateQueries({ queryKey: calendarsQueryKey }) });
}
