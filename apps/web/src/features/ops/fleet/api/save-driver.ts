import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, DriverRecord, DriverSave } from '@bus/contracts';
import { http, postReply, unwrap } from '../../../../lib/http';
import { fleetOptionsQueryKey } from '../../../../components/pickers';
import { driversQueryKey } from './list-drivers';

/** POST /ops/driver/add, or PUT /ops/driver/edit with the version read (409 when stale). */
export async function saveDriver(input: DriverSave & { id?: string; version?: number }): Promise<DriverRecord> {
  if (input.id) return unwrap((await http.put<ApiReply<DriverRecord>>('/ops/driver/edit', input, { skipErrorHandler: true })).data);
  return unwrap(await postReply<DriverRecord>('/ops/driver/add', input, { skipErrorHandler: true }));
}

export function useSaveDriver() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDriver,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: driversQueryKey });
      void client.invalidateQueries({ queryKey: fleetOptionsQueryKey });
    },
  });
}
