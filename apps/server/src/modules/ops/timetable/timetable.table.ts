import { boolean, index, integer, pgTable, primaryKey, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

/**
 * Service calendars and timetables in GTFS terms (calendar.txt, calendar_dates.txt, trips.txt,
 * stop_times.txt, frequencies.txt). Times are seconds after midnight of the service day and may
 * pass 24:00 (a night trip at 25:10:00), as GTFS writes them. A trip's block (GTFS block_id) is
 * the chain of trips one vehicle drives in a day, cut into crew pieces (duty_code); duties give a
 * piece a driver and a vehicle per date.
 */

/** 运营日历: on which weekdays between two dates a service runs (工作日, 周末, 节假日 ...). */
export const opsCalendar = pgTable(
  'ops_calendar',
  {
    id: idColumn(),
    tenantId: integer('tenant_id').notNull(),
    /** GTFS service_id */
    code: text('code').notNull(),
    name: text('name').notNull(),
    monday: boolean('monday').notNull().default(false),
    tuesday: boolean('tuesday').notNull().default(false),
    wednesday: boolean('wednesday').notNull().default(false),
    thursday: boolean('thursday').notNull().default(false),
    friday: boolean('friday').notNull().default(false),
    saturday: boolean('saturday').notNull().default(false),
    sunday: boolean('sunday').notNull().default(false),
    /** YYYY-MM-DD */
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('ops_calendar_code_idx').on(t.tenantId, t.code)],
);

/** A date added to (1) or removed from (2) a calendar: holidays, make-up working days. */
export const opsCalendarDate = pgTable(
  'ops_calendar_date',
  {
    calendarId: text('calendar_id').notNull(),
    /** YYYY-MM-DD */
    date: text('date').notNull(),
    /** 1 service added, 2 service removed (GTFS exception_type) */
    exceptionType: integer('exception_type').notNull(),
    remark: text('remark'),
  },
  (t) => [primaryKey({ columns: [t.calendarId, t.date] })],
);

/** 班次: one run of a line in one direction under one calendar. */
export const opsTrip = pgTable(
  'ops_trip',
  {
    id: idColumn(),
    tenantId: integer('tenant_id').notNull(),
    /** GTFS trip_id */
    code: text('code').notNull(),
    routeId: text('route_id').notNull(),
    directionId: integer('direction_id').notNull(),
    calendarId: text('calendar_id').notNull(),
    headsign: text('headsign'),
    shapeCode: text('shape_code'),
    /** GTFS block_id: the vehicle block (a bus's working day) this trip is part of */
    blockCode: text('block_code'),
    /** the crew piece (班段) of the block this trip is in: a driver drives a piece from relief to relief; null: the whole block is one */
    dutyCode: text('duty_code'),
    /** first departure and last arrival (seconds), kept with the stop times for sorting and blocks */
    startTime: integer('start_time'),
    endTime: integer('end_time'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('ops_trip_code_idx').on(t.tenantId, t.code),
    index('ops_trip_route_idx').on(t.routeId, t.directionId, t.calendarId, t.startTime),
    index('ops_trip_block_idx').on(t.tenantId, t.blockCode),
  ],
);

/** A trip's call at a stop (GTFS stop_times.txt); the bulk of a feed, so no surrogate key. */
export const opsStopTime = pgTable(
  'ops_stop_time',
  {
    tripId: text('trip_id').notNull(),
    stopSequence: integer('stop_sequence').notNull(),
    stopId: text('stop_id').notNull(),
    arrivalTime: integer('arrival_time'),
    departureTime: integer('departure_time'),
    shapeDistTraveled: real('shape_dist_traveled'),
    /** 0 regular, 1 none (GTFS pickup_type / drop_off_type) */
    pickupType: integer('pickup_type').notNull().default(0),
    dropOffType: integer('drop_off_type').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tripId, t.stopSequence] }), index('ops_stop_time_stop_idx').on(t.stopId)],
);

/** GTFS frequencies.txt: a trip repeated every headway between two times. */
export const opsFrequency = pgTable(
  'ops_frequency',
  {
    tripId: text('trip_id').notNull(),
    startTime: integer('start_time').notNull(),
    endTime: integer('end_time').notNull(),
    headwaySecs: integer('headway_secs').notNull(),
    exactTimes: integer('exact_times').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tripId, t.startTime] })],
);
