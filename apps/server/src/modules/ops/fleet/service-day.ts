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

/** What a day's blocks and pieces need of a trip: whose it is and when it runs. */
export interface RunningTrip {
  routeId: string;
  routeNumber: string;
  routeDepartId: string | null;
  blockCode: string | null;
  /** the crew piece; null where the block was not cut (then the block is one piece) */
  dutyCode: string | null;
  startTime: number;
  endTime: number;
}

/** A trip of a day as the dispatch plan records it. */
export interface DayTrip extends RunningTrip {
  id: string;
  code: string;
  directionId: number;
}

/** lines that do not run: their trips are kept but run on no date */
const NOT_RUNNING = ['suspended', 'cancelled'];

/**
 * The service days of one tenant as one request (or the seed) reads them: the calendars once, and
 * the trips of each set of running calendars once (a week of weekdays reads the weekday timetable
 * once), with their vehicle blocks and crew pieces. The blocks and pieces read only the columns
 * they need (a week's 违规检查 reads two timetables of thousands of trips); the dispatch plan reads
 * the trips whole.
 */
export class ServiceDays {
  private calendars?: Promise<CalendarForActivity[]>;
  private readonly byCalendars = new Map<string, Promise<ServiceDay>>();
  private readonly tripsByCalendars = new Map<string, Promise<DayTrip[]>>();

  constructor(
    private readonly db: Database,
    private readonly tenantId: number,
  ) {}

  /** the calendars running on a date, as a key */
  private async running(date: string) {
    this.calendars ??= getCalendars(this.db, this.tenantId);
    const ids = activeCalendars(date, await this.calendars)
      .map((calendar) => calendar.id)
      .sort();
    return { ids, key: ids.join(',') };
  }

  /** the trips running on a date (with a start and end time), by start time */
  async trips(date: string, routeId?: string): Promise<DayTrip[]> {
    const { ids, key } = await this.running(date);
    let trips = this.tripsByCalendars.get(key);
    if (!trips) {
      trips = ids.length ? selectTrips(this.db, this.tenantId, ids) : Promise.resolve([]);
      this.tripsByCalendars.set(key, trips);
    }
    return routeId ? (await trips).filter((t) => t.routeId === routeId) : trips;
  }

  /** the date's running trips, blocks and pieces (the same object for dates with the same running calendars) */
  async day(date: string): Promise<ServiceDay> {
    const { ids, key } = await this.running(date);
    let day = this.byCalendars.get(key);
    if (!day) {
      day = (ids.length ? selectRunning(this.db, this.tenantId, ids) : Promise.resolve([])).then(serviceDayOf);
      this.byCalendars.set(key, day);
    }
    return day;
  }
}

export interface ServiceDay {
  trips: RunningTrip[];
  blocks: DayBlock[];
  pieces: DayPiece[];
  pieceByCode: Map<string, DayPiece>;
}

function serviceDayOf(trips: RunningTrip[]): ServiceDay {
  const pieces = piecesOf(trips);
  let blocks: DayBlock[] | undefined;
  return {
    trips,
    pieces,
    pieceByCode: new Map(pieces.map((p) => [p.dutyCode, p])),
    // not every reader needs the blocks
    get blocks() {
      return (blocks ??= blocksOf(trips));
    },
  };
}

/** The trips running on a date, optionally of one line, by start time. */
export async function tripsOfDay(db: Database, tenantId: number, date: string, routeId?: string): Promise<DayTrip[]> {
  return new ServiceDays(db, tenantId).trips(date, routeId);
}

/** the running lines by id (a few dozen rows: joined in the database, each of thousands of trips would carry its line's columns) */
async function runningLines(db: Database, tenantId: number) {
  const routes = await db
    .select({ id: opsRoute.id, number: opsRoute.number, departId: opsRoute.departId })
    .from(opsRoute)
    .where(and(eq(opsRoute.tenantId, tenantId), notInArray(opsRoute.status, NOT_RUNNING)));
  return new Map(routes.map((r) => [r.id, r]));
}

const tripsUnder = (tenantId: number, calendarIds: string[]) =>
  and(eq(opsTrip.tenantId, tenantId), inArray(opsTrip.calendarId, calendarIds), isNotNull(opsTrip.startTime), isNotNull(opsTrip.endTime));

async function selectRunning(db: Database, tenantId: number, calendarIds: string[]): Promise<RunningTrip[]> {
  const [lines, rows] = await Promise.all([
    runningLines(db, tenantId),
    db
      .select({ routeId: opsTrip.routeId, blockCode: opsTrip.blockCode, dutyCode: opsTrip.dutyCode, startTime: opsTrip.startTime, endTime: opsTrip.endTime })
      .from(opsTrip)
      .where(tripsUnder(tenantId, calendarIds)),
  ]);
  const trips: RunningTrip[] = [];
  for (const r of rows) {
    const line = lines.get(r.routeId);
    if (line)
      trips.push({
        routeId: r.routeId,
        routeNumber: line.number,
        routeDepartId: line.departId,
        blockCode: r.blockCode,
        dutyCode: r.dutyCode,
        startTime: r.startTime!,
        endTime: r.endTime!,
      });
  }
  return trips.sort((a, b) => a.startTime - b.startTime);
}

async function selectTrips(db: Database, tenantId: number, calendarIds: string[]): Promise<DayTrip[]> {
  const [lines, rows] = await Promise.all([
    runningLines(db, tenantId),
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
      .where(tripsUnder(tenantId, calendarIds)),
  ]);
  const trips: DayTrip[] = [];
  for (const r of rows) {
    const line = lines.get(r.routeId);
    if (line) trips.push({ ...r, routeNumber: line.number, routeDepartId: line.departId, startTime: r.startTime!, endTime: r.endTime! });
  }
  // codes compared as plain strings: a locale comparison of 3,600 trips cost a request 100 ms and more
  return trips.sort((a, b) => a.startTime - b.startTime || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

export interface DayBlock {
  blockCode: string;
  routeId: string;
  routeNumber: string;
  routeDepartId: string | null;
  trips: RunningTrip[];
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
function groupTrips<T extends DayBlock>(trips: RunningTrip[], keyOf: (trip: RunningTrip) => string | null, make: (trip: RunningTrip, key: string) => T): T[] {
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
  const keyOfGroup = new Map([...groups].map(([key, group]) => [group, key]));
  const byKey = (a: T, b: T) => (keyOfGroup.get(a)! < keyOfGroup.get(b)! ? -1 : 1);
  return [...groups.values()].sort((a, b) => compareNumbered(a.routeNumber, b.routeNumber) || a.firstDeparture - b.firstDeparture || byKey(a, b));
}

const blockOf = (trip: RunningTrip, blockCode: string): DayBlock => ({
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
export function blocksOf(trips: RunningTrip[]): DayBlock[] {
  return groupTrips(trips, (trip) => trip.blockCode, blockOf);
}

/** Trips grouped by crew piece; a block never cut is one piece named after it. */
export function piecesOf(trips: RunningTrip[]): DayPiece[] {
  return groupTrips(
    trips,
    (trip) => (trip.blockCode ? (trip.dutyCode ?? trip.blockCode) : null),
    (trip, dutyCode) => ({ ...blockOf(trip, trip.blockCode!), dutyCode }),
  );
}
