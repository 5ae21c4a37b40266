import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpsTripAdd } from '@bus/contracts';
import { postReply, unwrap } from '../../../../lib/http';
import { timetableQueryKey } from './get-timetable';

/** POST /ops/timetable/trip/add: one trip departing at a time, stop times from the pattern */
export async function addTrip(input: OpsTripAdd) {
  return unwrap(await postReply<{ id: string; code: string }>('/ops/timetable/trip/add', input, { skipErrorHandler: true }));
}

export function useAddTrip() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addTrip, onSuccess: () => client.invalidateQueries({ queryKey: timetableQueryKey }) });
}
