/**
 * Service days of the fleet and dispatch pages: "today" in the company's time zone, date
 * arithmetic on YYYY-MM-DD, which calendars run on a date (weekday flag and date range, then the
 * ops_calendar_date exceptions: 1 adds the date, 2 removes it) and the blocks of those trips.
 * The timetable area has the same calendar rule; the two are to be unified when merged.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { opsRoute } from '../network/network.table';
import { opsCalendar, opsCalendarDate, opsTrip } from '../timetable/timetable.table';

const SHANGHAI_OFFSET_MS = 8 * 3600 * 1000;
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

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

type CalendarRow = Pick<typeof opsCalendar.$inferSelect, 'id' | 'startDate' | 'endDate'> & Record<(typeof WEEKDAYS)[number], boolean>;

/** Pure: the calendars of `calendars` running on `date`, given that date's exceptions. */
export function calendarsRunning(calendars: CalendarRow[], exceptions: Array<{ calendarId: string; exceptionType: number }>, date: string): string[] {
  const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
  const running = new Set(calendars.filter((c) => c[weekday] && c.startDate <= date && date <= c.endDate).map((c) => c.id));
  const known = new Set(calendars.map((c) => c.id));
  for (const exception of exceptions) {
    if (!known.has(exception.calendarId)) continue;
    if (exception.exceptionType === 1) running.add(exception.calendarId);
    if (exception.exceptionType === 2) running.delete(exception.calendarId);
  }
  return [...running];
}

export async function calendarsRunningOn(db: Database, tenantId: number, date: string): Promise<string[]> {
  const calendars = await db.select().from(opsCalendar).where(eq(opsCalendar.tenantId, tenantId));
  if (calendars.length === 0) return [];
  const exceptions = await db
    .select({ calendarId: opsCalendarDate.calendarId, exceptionType: opsCalendarDate.exceptionType })
    .from(opsCalendarDate)
    .where(
      and(
        eq(opsCalendarDate.date, date),
        inArray(
          opsCalendarDate.calendarId,
          calendars.map((c) => c.id),
        ),
      ),
    );
  return calendarsRunning(calendars, exceptions, date);
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
  const calendarIds = await calendarsRunningOn(db, tenantId, date);
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
  return [...blocks.values()].sort((a, b) => a.routeNumber.localeCompare(b.routeNumber, 'zh-CN', { numeric: true }) || a.firstDeparture - b.firstDeparture);
}
