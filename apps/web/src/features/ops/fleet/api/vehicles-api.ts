/**
 * 车辆管理's api: the kit's (list, queryById, add, edit, delete, deleteBatch, exportXls) from the
 * contracts declaration, and the count of vehicles whose 年检 or 保险 ends within 30 days, which
 * every save and delete refreshes with the list.
 */
import { useQuery } from '@tanstack/react-query';
import { vehicleResource, type VehicleExpiring } from '@bus/contracts';
import { resourceApi } from '../../../../components/resource-kit';
import { getReply, unwrap } from '../../../../lib/http';

export const vehiclesApi = resourceApi(vehicleResource);

/** GET /ops/vehicle/expiring */
export async function getVehicleExpiring(): Promise<VehicleExpiring> {
  return unwrap(await getReply<VehicleExpiring>('/ops/vehicle/expiring'));
}

export function useVehicleExpiring() {
  return useQuery({ queryKey: [...vehiclesApi.queryKey, 'expiring'], queryFn: getVehicleExpiring });
}
