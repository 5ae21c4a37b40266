/**
 * Service days of the fleet and dispatch pages: "today" in the company's time zone, date
 * arithmetic on YYYY-MM-DD, the trips of a date (the calendars that run on it, by the timetable
 * area's rule: timetable/calendar-activity.ts, on lines that run), the vehicle blocks of those trips
 * and their crew pieces.
 */
import { and, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { opsRoute } from '../network/network.table';
import { activeCalendars, getCalendars, type CalendarForActivity } from '../timetable';
import { opsTrip } from '../timetable/timetable.table';
import { compareNumbered } from '../../../lib/collate';
import type { DrivingSpell } from './duty-check';

const SHANGHAI_OFFSET_MS = 8 * 3600 * 1000;

/** YYYY-MM-DD of an instant in Asia/Shanghai */
export const serviceDateOf = (now: Date) => new Date(now.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Monday of the week of a date */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

export interface DayTrip {
  id: string;
  code: string;
  routeId: string;
  routeNumber: string;
  routeDepartId: string | null;
  directionId: number;
  blockCode: string | null;
  /** the crew piece; null where the block was not cut (then the block is one piece) */
  dutyCode: string | null;
  startTime: number;
  endTime: number;
}

/** lines that do not run: their trips are kept but run on no date */
const NOT_RUNNING = ['suspended', 'cancelled'];

/**
 * The service days of one tenant as one request (or the seed) reads them: the calendars once, and
 * the trips of each set of running calendars once (a week of weekdays reads the weekday timetable
 * once), with their vehicle blocks and crew pieces.
 */
export class ServiceDays {
  private calendars?: Promise<CalendarForActivity[]>;
  private readonly byCalendars = new Map<string, Promise<ServiceDay>>();

  constructor(
    private readonly db: Database,
    private readonly tenantId: number,
  ) {}

  /** the trips running on a date (with a start and end time), by start time */
  async trips(date: string, routeId?: string): Promise<DayTrip[]> {
    const { trips } = await this.day(date);
    return routeId ? trips.filter((t) => t.routeId === routeId) : trips;
  }

  /** the date's trips, blocks and pieces (the same object for dates with the same running calendars) */
  async day(date: string): Promise<ServiceDay> {
    this.calendars ??= getCalendars(this.db, this.tenantId);
    const ids = activeCalendars(date, await this.calendars)
      .map((calendar) => calendar.id)
      .sort();
    const key = ids.join(',');
    let day = this.byCalendars.get(key);
    if (!day) {
      day = (ids.length ? selectTrips(this.db, this.tenantId, ids) : Promise.resolve([])).then(serviceDayOf);
      this.byCalendars.set(key, day);
    }
    return day;
  }
}

export interface ServiceDay {
  trips: DayTrip[];
  blocks: DayBlock[];
  pieces: DayPiece[];
  pieceByCode: Map<string, DayPiece>;
}

function serviceDayOf(trips: DayTrip[]): ServiceDay {
  const pieces = piecesOf(trips);
  return { trips, blocks: blocksOf(trips), pieces, pieceByCode: new Map(pieces.map((p) => [p.dutyCode, p])) };
}

/** The trips running on a date, optionally of one line, by start time. */
export async function tripsOfDay(db: Database, tenantId: number, date: string, routeId?: string): Promise<DayTrip[]> {
  return new ServiceDays(db, tenantId).trips(date, routeId);
}

async function selectTrips(db: Database, tenantId: number, calendarIds: string[]): Promise<DayTrip[]> {
  // the lines apart (a few dozen rows): joined here, each of thousands of trips would carry its line's columns
  const [routes, rows] = await Promise.all([
    db
      .select({ id: opsRoute.id, number: opsRoute.number, departId: opsRoute.departId })
      .from(opsRoute)
      .where(and(eq(opsRoute.tenantId, tenantId), notInArray(opsRoute.status, NOT_RUNNING))),
    db
      .select({
        id: opsTrip.id,
        code: opsTrip.code,
        routeId: opsTrip.routeId,
        directionId: opsTrip.directionId,
        blockCode: opsTrip.blockCode,
        dutyCode: opsTrip.dutyCode,
        startTime: opsTrip.startTime,
        endTime: opsTrip.endTime,
      })
      .from(opsTrip)
      .where(and(eq(opsTrip.tenantId, tenantId), inArray(opsTrip.calendarId, calendarIds), isNotNull(opsTrip.startTime), isNotNull(opsTrip.endTime))),
  ]);
  const running = new Map(routes.map((r) => [r.id, r]));
  const trips: DayTrip[] = [];
  for (const r of rows) {
    const route = running.get(r.routeId);
    if (route) trips.push({ ...r, routeNumber: route.number, routeDepartId: route.departId, startTime: r.startTime!, endTime: r.endTime! });
  }
  // codes compared as plain strings: a locale comparison of 3,600 trips cost a request 100 ms and more
  return trips.sort((a, b) => a.startTime - b.startTime || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

export interface DayBlock {
  blockCode: string;
  routeId: string;
  routeNumber: string;
  routeDepartId: string | null;
  trips: DayTrip[];
  firstDeparture: number;
  lastArrival: number;
  drivingMinutes: number;
}

/** A crew piece of a day: a stretch of one block's trips one driver drives. */
export interface DayPiece extends DayBlock {
  dutyCode: string;
}

/** the driving of a piece as the checker reads it, worked out once for every date that runs the piece */
const spellCache = new WeakMap<DayBlock, DrivingSpell[]>();

/** A block's (or a piece's) driving as the duty checker reads it: each trip from its start to its end. */
export function spellsOf(block: DayBlock | undefined): DrivingSpell[] {
  if (!block) return [];
  let spells = spellCache.get(block);
  if (!spells) {
    spells = block.trips.map((trip) => ({ start: trip.startTime, end: trip.endTime }));
    spellCache.set(block, spells);
  }
  return spells;
}

/** Trips grouped by `keyOf` (trips without one are left out), in line order then first departure. */
function groupTrips<T extends DayBlock>(trips: DayTrip[], keyOf: (trip: DayTrip) => string | null, make: (trip: DayTrip, key: string) => T): T[] {
  const groups = new Map<string, T>();
  for (const trip of trips) {
    const key = keyOf(trip);
    if (!key) continue;
    let group = groups.get(key);
    if (!group) {
      group = make(trip, key);
      groups.set(key, group);
    }
    group.trips.push(trip);
    group.firstDeparture = Math.min(group.firstDeparture, trip.startTime);
    group.lastArrival = Math.max(group.lastArrival, trip.endTime);
    group.drivingMinutes += Math.round((trip.endTime - trip.startTime) / 60);
  }
  return [...groups.values()].sort((a, b) => compareNumbered(a.routeNumber, b.routeNumber) || a.firstDeparture - b.firstDeparture);
}

const blockOf = (trip: DayTrip, blockCode: string): DayBlock => ({
  blockCode,
  routeId: trip.routeId,
  routeNumber: trip.routeNumber,
  routeDepartId: trip.routeDepartId,
  trips: [],
  firstDeparture: trip.startTime,
  lastArrival: trip.endTime,
  drivingMinutes: 0,
});

/** Trips grouped by vehicle block (trips without a block are left out: no bus can be given them). */
export function blocksOf(trips: DayTrip[]): DayBlock[] {
  return groupTrips(trips, (trip) => trip.blockCode, blockOf);
}

/** Trips grouped by crew piece; a block never cut is one piece named after it. */
export function piecesOf(trips: DayTrip[]): DayPiece[] {
  return groupTrips(
    trips,
    (trip) => (trip.blockCode ? (trip.dutyCode ?? trip.blockCode) : null),
    (trip, dutyCode) => ({ ...blockOf(trip, trip.blockCode!), dutyCode }),
  );
}
