import type { Database } from '../../../db/client';
import { bulkInsert, type BulkColumn } from './bulk-insert';

export interface StopTimeRow {
  tripId: string;
  stopSequence: number;
  stopId: string;
  arrivalTime: number | null;
  departureTime: number | null;
}

const STOP_TIME_COLUMNS: ReadonlyArray<BulkColumn<StopTimeRow>> = [
  { name: 'trip_id', type: 'text', value: (r) => r.tripId },
  { name: 'stop_sequence', type: 'int', value: (r) => r.stopSequence },
  { name: 'stop_id', type: 'text', value: (r) => r.stopId },
  { name: 'arrival_time', type: 'int', value: (r) => r.arrivalTime },
  { name: 'departure_time', type: 'int', value: (r) => r.departureTime },
];

export const insertStopTimes = (db: Database, rows: readonly StopTimeRow[]) => bulkInsert(db, 'ops_stop_time', STOP_TIME_COLUMNS, rows);

export interface TripRow {
  id: string;
  tenantId: number;
  code: string;
  routeId: string;
  directionId: number;
  calendarId: string;
  headsign: string | null;
  blockCode: string | null;
  dutyCode: string | null;
  startTime: number;
  endTime: number;
  createBy: string | null;
}

const TRIP_COLUMNS: ReadonlyArray<BulkColumn<TripRow>> = [
  { name: 'id', type: 'text', value: (r) => r.id },
  { name: 'tenant_id', type: 'int', value: (r) => r.tenantId },
  { name: 'code', type: 'text', value: (r) => r.code },
  { name: 'route_id', type: 'text', value: (r) => r.routeId },
  { name: 'direction_id', type: 'int', value: (r) => r.directionId },
  { name: 'calendar_id', type: 'text', value: (r) => r.calendarId },
  { name: 'headsign', type: 'text', value: (r) => r.headsign },
  { name: 'block_code', type: 'text', value: (r) => r.blockCode },
  { name: 'duty_code', type: 'text', value: (r) => r.dutyCode },
  { name: 'start_time', type: 'int', value: (r) => r.startTime },
  { name: 'end_time', type: 'int', value: (r) => r.endTime },
  { name: 'create_by', type: 'text', value: (r) => r.createBy },
];

/** trips with a known id (the seed's); create_time and version take their defaults */
export const insertTripRows = (db: Database, rows: readonly TripRow[]) => bulkInsert(db, 'ops_trip', TRIP_COLUMNS, rows);
