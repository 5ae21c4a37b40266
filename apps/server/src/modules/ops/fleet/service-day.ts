/**
 * Service days of the fleet and dispatch pages: "today" in the company's time zone, date
 * arithmetic on YYYY-MM-DD, the trips of a date (the calendars that run on it, by the timetable
 * area's rule: timetable/calendar-activity.ts) and the blocks of those trips.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { opsRoute } from '../network/network.table';
import { calendarsActiveOn } from '../timetable';
import { opsTrip } from '../timetable/timetable.table';
import { compareNumbered } from '../../../lib/collate';

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
  startTime: number;
  endTime: number;
}

/**
 * The trips running on a date (with a start and end time), optionally of one line, by start time.
 * `cache` (keyed by the set of running calendars) lets a caller walking many dates, such as the
 * seed, read the trips of each weekday pattern once.
 */
export async function tripsOfDay(db: Database, tenantId: number, date: string, routeId?: string, cache?: Map<string, DayTrip[]>): Promise<DayTrip[]> {
  const calendarIds = (await calendarsActiveOn(db, tenantId, date)).map((calendar) => calendar.id);
  if (calendarIds.length === 0) return [];
  const key = `${routeId ?? ''}|${[...calendarIds].sort().join(',')}`;
  const cached = cache?.get(key);
  if (cached) return cached;
  const trips = await selectTrips(db, tenantId, calendarIds, routeId);
  cache?.set(key, trips);
  return trips;
}

async function selectTrips(db: Database, tenantId: number, calendarIds: string[], routeId?: string): Promise<DayTrip[]> {
  const rows = await db
    .select({
      id: opsTrip.id,
      code: opsTrip.code,
      routeId: opsTrip.routeId,
      routeNumber: opsRoute.number,
      routeDepartId: opsRoute.departId,
      directionId: opsTrip.directionId,
      blockCode: opsTrip.blockCode,
      startTime: opsTrip.startTime,
      endTime: opsTrip.endTime,
    })
    .from(opsTrip)
    .innerJoin(opsRoute, eq(opsRoute.id, opsTrip.routeId))
    .where(
      and(
        eq(opsTrip.tenantId, tenantId),
        inArray(opsTrip.calendarId, calendarIds),
        isNotNull(opsTrip.startTime),
        isNotNull(opsTrip.endTime),
        routeId ? eq(opsTrip.routeId, routeId) : undefined,
      ),
    );
  return rows.map((r) => ({ ...r, startTime: r.startTime!, endTime: r.endTime! })).sort((a, b) => a.startTime - b.startTime || a.code.localeCompare(b.code));
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

/** A block's driving as the duty checker reads it: each trip from its start to its end. */
export const spellsOf = (block: Pick<DayBlock, 'trips'> | undefined) => (block?.trips ?? []).map((trip) => ({ start: trip.startTime, end: trip.endTime }));

/** Trips grouped by block (trips without a block are left out: nobody can be given them). */
export function blocksOf(trips: DayTrip[]): DayBlock[] {
  const blocks = new Map<string, DayBlock>();
  for (const trip of trips) {
    if (!trip.blockCode) continue;
    const block = blocks.get(trip.blockCode) ?? {
      blockCode: trip.blockCode,
      routeId: trip.routeId,
      routeNumber: trip.routeNumber,
      routeDepartId: trip.routeDepartId,
      trips: [],
      firstDeparture: trip.startTime,
      lastArrival: trip.endTime,
      drivingMinutes: 0,
    };
    block.trips.push(trip);
    block.firstDeparture = Math.min(block.firstDeparture, trip.startTime);
    block.lastArrival = Math.max(block.lastArrival, trip.endTime);
    block.drivingMinutes += Math.round((trip.endTime - trip.startTime) / 60);
    blocks.set(trip.blockCode, block);
  }
  return [...blocks.values()].sort((a, b) => compareNumbered(a.routeNumber, b.routeNumber) || a.firstDeparture - b.firstDeparture);
}
