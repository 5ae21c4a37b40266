import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

/**
 * The network in GTFS terms (stops.txt, routes.txt, shapes.txt): `code` is the feed's own id
 * (stop_id, route_id), unique per tenant, so an import keeps it and an export writes it back.
 * Coordinates are stored in WGS84 (as GTFS and GPS give them); maps convert to GCJ-02 to draw.
 */

/** 站点: a stop or platform (location_type 0) or a station grouping platforms (1). */
export const opsStop = pgTable(
  'ops_stop',
  {
    id: idColumn(),
    tenantId: integer('tenant_id').notNull(),
    /** GTFS stop_id / 站点编码 */
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** WGS84 degrees */
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    /** 0 stop or platform, 1 station (GTFS location_type) */
    locationType: integer('location_type').notNull().default(0),
    /** the station a platform belongs to (ops_stop.id) */
    parentId: text('parent_id'),
    platformCode: text('platform_code'),
    /** facility codes (dictionary ops_stop_facility): shelter, seat, e_board, accessible, ... */
    facilities: jsonb('facilities').notNull().$type<string[]>().default([]),
    /** 0 none / 1 accessible / 2 not accessible (GTFS wheelchair_boarding) */
    wheelchairBoarding: integer('wheelchair_boarding').notNull().default(0),
    address: text('address'),
    /** active | inactive */
    status: text('status').notNull().default('active'),
    remark: text('remark'),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('ops_stop_code_idx').on(t.tenantId, t.code), index('ops_stop_name_idx').on(t.tenantId, t.name)],
);

/** 线路: a GTFS route with the operator's own attributes. */
export const opsRoute = pgTable(
  'ops_route',
  {
    id: idColumn(),
    tenantId: integer('tenant_id').notNull(),
    /** GTFS route_id */
    code: text('code').notNull(),
    /** 线路号, GTFS route_short_name, e.g. 1路 */
    number: text('number').notNull(),
    /** GTFS route_long_name, e.g. 火车站—江城大学 */
    name: text('name').notNull(),
    /** trunk | branch | night | express | custom */
    lineType: text('line_type').notNull().default('trunk'),
    /** GTFS route_type: 3 bus */
    routeType: integer('route_type').notNull().default(3),
    /** operating branch (sys_depart.id) */
    departId: text('depart_id'),
    /** fare rule shown to passengers, e.g. 一票制; fareCents the single fare in 分 */
    fareRule: text('fare_rule'),
    fareCents: integer('fare_cents'),
    /** route length in metres (up direction) */
    lengthM: integer('length_m'),
    color: text('color'),
    textColor: text('text_color'),
    /** planning | operating | suspended | cancelled, from effectiveDate (YYYY-MM-DD) */
    status: text('status').notNull().default('planning'),
    effectiveDate: text('effective_date'),
    agencyCode: text('agency_code'),
    remark: text('remark'),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('ops_route_code_idx').on(t.tenantId, t.code), index('ops_route_number_idx').on(t.tenantId, t.number)],
);

/** One direction of a line (GTFS direction_id 0 上行 / 1 下行): its headsign, first and last bus, shape. */
export const opsRouteDirection = pgTable(
  'ops_route_direction',
  {
    routeId: text('route_id').notNull(),
    directionId: integer('direction_id').notNull(),
    headsign: text('headsign'),
    /** first and last departure, seconds after midnight of the service day (may pass 24:00) */
    firstDeparture: integer('first_departure'),
    lastDeparture: integer('last_departure'),
    /** GTFS shape_id of ops_shape_point */
    shapeCode: text('shape_code'),
  },
  (t) => [primaryKey({ columns: [t.routeId, t.directionId] })],
);

/** The ordered stops of a line's direction (the pattern its trips follow). */
export const opsRouteStop = pgTable(
  'ops_route_stop',
  {
    routeId: text('route_id').notNull(),
    directionId: integer('direction_id').notNull(),
    sequence: integer('sequence').notNull(),
    stopId: text('stop_id').notNull(),
    /** metres from the first stop along the shape */
    distanceM: integer('distance_m'),
    /** scheduled running time from the first stop, seconds (what the timetable generator uses) */
    offsetSecs: integer('offset_secs'),
  },
  (t) => [primaryKey({ columns: [t.routeId, t.directionId, t.sequence] }), index('ops_route_stop_stop_idx').on(t.stopId)],
);

/** GTFS shapes.txt: the drawn path of a direction. */
export const opsShapePoint = pgTable(
  'ops_shape_point',
  {
    tenantId: integer('tenant_id').notNull(),
    shapeCode: text('shape_code').notNull(),
    sequence: integer('sequence').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    distTraveled: doublePrecision('dist_traveled'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.shapeCode, t.sequence] })],
);

/** GTFS agency.txt: the operator(s) a feed names. */
export const opsAgency = pgTable(
  'ops_agency',
  {
    id: idColumn(),
    tenantId: integer('tenant_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    timezone: text('timezone').notNull().default('Asia/Shanghai'),
    lang: text('lang'),
    phone: text('phone'),
  },
  (t) => [uniqueIndex('ops_agency_code_idx').on(t.tenantId, t.code)],
);
