import type { DatabaseHandle } from '../src/db/client';

/** Every table of the ops network and what hangs on it (duties, trip records, checks, notices, ...). */
const OPS_TABLES = [
  'ops_stop_time',
  'ops_frequency',
  'ops_trip',
  'ops_calendar_date',
  'ops_calendar',
  'ops_route_stop',
  'ops_route_direction',
  'ops_shape_point',
  'ops_route',
  'ops_stop',
  'ops_agency',
  'ops_duty',
  'ops_trip_record',
  'ops_line_check',
  'ops_passenger_notice',
  'ops_custom_request',
  'ops_custom_ticket',
];

/**
 * A company without the demo network the seed wrote (lines, stops, timetables and what hangs on
 * them): for tests whose counts are about what they insert themselves. Vehicles, drivers and
 * members stay.
 */
export async function withoutDemoNetwork(database: Pick<DatabaseHandle, 'raw'>): Promise<void> {
  for (const table of OPS_TABLES) await database.raw(`delete from ${table}`, []);
}

/** As withoutDemoNetwork, and without the demo fleet either (vehicles and driver records; the duty rules stay). */
export async function withoutDemoOps(database: Pick<DatabaseHandle, 'raw'>): Promise<void> {
  await withoutDemoNetwork(database);
  for (const table of ['ops_vehicle', 'ops_driver']) await database.raw(`delete from ${table}`, []);
}
