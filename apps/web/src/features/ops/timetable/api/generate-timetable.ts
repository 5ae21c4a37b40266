import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpsGenerate } from '@bus/contracts';
import { postReply, unwrap } from '../../../../lib/http';
import { timetableQueryKey } from './get-timetable';
import { calendarsApi } from './calendars-api';

/** POST /ops/timetable/generate: replaces the line direction's trips under the calendar */
export async function generateTimetable(input: OpsGenerate): Promise<{ replaced: number; saved: number; message: string }> {
  const reply = await postReply<{ replaced: number; saved: number }>('/ops/timetable/generate', input, { skipErrorHandler: true });
  return { ...unwrap(reply), message: reply.message };
}

export function useGenerateTimetable() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: generateTimetable,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: timetableQueryKey }), client.invalidateQueries({ queryKey: calendarsApi.queryKey })]),
  });
}
