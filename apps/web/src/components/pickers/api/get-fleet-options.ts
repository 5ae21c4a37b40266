import { useQuery } from '@tanstack/react-query';
import type { DriverOption, VehicleOption } from '@bus/contracts';
import { getReply, unwrap } from '../../../lib/http';

export interface FleetOptionsFilter {
  /** only operating vehicles / active drivers */
  usable?: boolean;
  routeId?: string;
}
const params = ({ usable, routeId }: FleetOptionsFilter) => ({ usable: usable ? '1' : undefined, routeId: routeId || undefined });

/** GET /ops/vehicle/options. Vehicle saves invalidate `fleetOptionsQueryKey`. */
export async function getVehicleOptions(filter: FleetOptionsFilter = {}): Promise<VehicleOption[]> {
  return unwrap(await getReply<VehicleOption[]>('/ops/vehicle/options', { params: params(filter) }));
}

/** GET /ops/driver/options. */
export async function getDriverOptions(filter: FleetOptionsFilter = {}): Promise<DriverOption[]> {
  return unwrap(await getReply<DriverOption[]>('/ops/driver/options', { params: params(filter) }));
}

export const fleetOptionsQueryKey = ['pickers', 'ops-fleet'] as const;

export function useVehicleOptions(filter: FleetOptionsFilter = {}) {
  return useQuery({ queryKey: [...fleetOptionsQueryKey, 'vehicles', filter], queryFn: () => getVehicleOptions(filter), staleTime: 30_000 });
}

export function useDriverOptions(filter: FleetOptionsFilter = {}) {
  return useQuery({ queryKey: [...fleetOptionsQueryKey, 'drivers', filter], queryFn: () => getDriverOptions(filter), staleTime: 30_000 });
}
