import { doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Where a GTFS import puts what it loads before it goes live (import-feed.ts), each row under its
 * import job (sys_import_job.id). The stop times go straight into ops_stop_time under the new
 * trips' ids, which no ops_trip row carries until the swap, so nothing reads them; the swap (one
 * short transaction) moves the staged trips and shape points in and notes the trips it replaced,
 * whose stop times are deleted afterwards in short batches. A failed or interrupted import leaves
 * the live network as it was; its staged rows are deleted the same way.
 */

/** the feed's trips, by GTFS ids (route and calendar resolved at the swap) */
export const opsGtfsStageTrip = pgTable(
  'ops_gtfs_stage_trip',
  {
    jobId: text('job_id').notNull(),
    /** the ops_trip.id the trip gets, already carried by its stop times */
    id: text('id').notNull(),
    code: text('code').notNull(),
    routeCode: text('route_code').notNull(),
    directionId: integer('direction_id').notNull(),
    calendarCode: text('calendar_code').notNull(),
    headsign: text('headsign'),
    shapeCode: text('shape_code'),
    blockCode: text('block_code'),
    startTime: integer('start_time'),
    endTime: integer('end_time'),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.id] }), index('ops_gtfs_stage_trip_route_idx').on(t.jobId, t.routeCode)],
);

/** the feed's shape points */
export const opsGtfsStageShapePoint = pgTable(
  'ops_gtfs_stage_shape_point',
  {
    jobId: text('job_id').notNull(),
    shapeCode: text('shape_code').notNull(),
    sequence: integer('sequence').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    distTraveled: doublePrecision('dist_traveled'),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.shapeCode, t.sequence] })],
);

/** the trips a swap took out of ops_trip: their stop times are still to be deleted */
export const opsGtfsRetiredTrip = pgTable(
  'ops_gtfs_retired_trip',
  {
    jobId: text('job_id').notNull(),
    tripId: text('trip_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.tripId] })],
);
