import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, VehicleRecord, VehicleSave } from '@bus/contracts';
import { http, postReply, unwrap } from '../../../../lib/http';
import { fleetOptionsQueryKey } from '../../../../components/pickers';
import { vehiclesQueryKey } from './list-vehicles';

/** POST /ops/vehicle/add, or PUT /ops/vehicle/edit with the version read (409 when stale). */
export async function saveVehicle(input: VehicleSave & { id?: string; version?: number }): Promise<VehicleRecord> {
  if (input.id) return unwrap((await http.put<ApiReply<VehicleRecord>>('/ops/vehicle/edit', input, { skipErrorHandler: true })).data);
  return unwrap(await postReply<VehicleRecord>('/ops/vehicle/add', input, { skipErrorHandler: true }));
}

export function useSaveVehicle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveVehicle,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: vehiclesQueryKey });
      void client.invalidateQueries({ queryKey: fleetOptionsQueryKey });
    },
  });
}
