import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, TripRecord, TripRecordActual } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { dispatchQueryKey } from './list-trip-records';

export type TripRecordChange =
  | { kind: 'record'; body: TripRecordActual }
  | { kind: 'cancel'; body: { id: string; version: number; reason: string } }
  | { kind: 'replace'; body: { id: string; version: number; vehicleId: string; reason?: string | null } };

/** PUT /ops/dispatch/record (实发/实到), /cancel (with a reason) or /replace (换车); 409 when stale. */
export async function updateTripRecord(change: TripRecordChange): Promise<TripRecord> {
  return unwrap((await http.put<ApiReply<TripRecord>>(`/ops/dispatch/${change.kind}`, change.body, { skipErrorHandler: true })).data);
}

export function useUpdateTripRecord() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateTripRecord, onSuccess: () => client.invalidateQueries({ queryKey: dispatchQueryKey }) });
}
