import { useQuery } from '@tanstack/react-query';
import type { VehicleExpiring } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';
import { vehiclesQueryKey } from './list-vehicles';

/** GET /ops/vehicle/expiring: vehicles whose 年检 or 保险 ends within 30 days. */
export async function getVehicleExpiring(): Promise<VehicleExpiring> {
  return unwrap(await getReply<VehicleExpiring>('/ops/vehicle/expiring'));
}

export function useVehicleExpiring() {
  return useQuery({ queryKey: [...vehiclesQueryKey, 'expiring'], queryFn: getVehicleExpiring });
}
