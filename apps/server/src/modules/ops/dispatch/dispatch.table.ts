import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

/**
 * 运营记录: one planned trip on one service date with what actually happened. Times are seconds
 * after midnight of the service date; delay = actual - planned departure.
 */
export const opsTripRecord = pgTable(
  'ops_trip_record',
  {
    id: idColumn(),
    tenantId: integer('tenant_id').notNull(),
    /** YYYY-MM-DD */
    serviceDate: text('service_date').notNull(),
    tripId: text('trip_id').notNull(),
    routeId: text('route_id').notNull(),
    directionId: integer('direction_id').notNull(),
    blockCode: text('block_code'),
    vehicleId: text('vehicle_id'),
    driverId: text('driver_id'),
    plannedDeparture: integer('planned_departure').notNull(),
    plannedArrival: integer('planned_arrival').notNull(),
    actualDeparture: integer('actual_departure'),
    actualArrival: integer('actual_arrival'),
    /** planned | running | completed | cancelled */
    state: text('state').notNull().default('planned'),
    /** the vehicle planned, when another one ran the trip (换车) */
    replacedVehicleId: text('replaced_vehicle_id'),
    /** why cancelled, late or replaced */
    reason: text('reason'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('ops_trip_record_trip_idx').on(t.tenantId, t.serviceDate, t.tripId),
    index('ops_trip_record_route_idx').on(t.tenantId, t.routeId, t.serviceDate),
  ],
);
