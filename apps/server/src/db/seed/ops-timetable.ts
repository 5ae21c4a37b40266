/**
 * 班次管理's demo data for 江城公交集团: calendars 工作日 and 周末 from the year before to the year after
 * (the demo's week and the seven days before it may cross a new year) with the public holidays
 * moved between them, and for every seeded line with a stop pattern weekday and weekend
 * timetables in both directions from the headway generator, chained into vehicle blocks (a bus's
 * day, as few buses as the timetable allows) cut into crew pieces, as 生成车次链 does. Runs after the
 * network seed and writes nothing when there are no lines. Deterministic (a PRNG seeded by the
 * line code, ids from seedId) and idempotent: a line that already has trips under a calendar is
 * left as it is, so edits survive a re-seed.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { opsCalendar, opsCalendarDate, opsTrip } from '../../modules/ops/timetable/timetable.table';
import { opsRoute, opsRouteDirection, opsRouteStop, opsStop } from '../../modules/ops/network/network.table';
import { generateTrips, tripCode, type HeadwayBand } from '../../modules/ops/timetable/headway-generator';
import { chainTrips, lineTerminals } from '../../modules/ops/timetable/block.service';
import { pieceLimitsOf } from '../../modules/ops/timetable/duty-pieces';
import { DEFAULT_DUTY_RULES } from '../../modules/ops/fleet/duty-check';
import { insertStopTimes, insertTripRows, type StopTimeRow, type TripRow } from '../../modules/ops/timetable/stop-time-insert';
import { seedId } from './seed-id';
import { seededRandom } from '../../lib/seeded-random';

/** bump when what this generator writes changes (part of the seed fingerprint) */
export const OPS_TIMETABLE_SEED_VERSION = 4;

const TENANT = 1;
const SYSTEM = 'system';
const hm = (h: number, m = 0) => h * 3600 + m * 60;

/** a small deterministic PRNG (mulberry32) seeded from text */
function prng(seedText: string) {
  const next = seededRandom([...seedText].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261));
  return (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
}

const iso = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

/**
 * 元旦, 劳动节 (1-5 May) and 国庆 (1-7 October) run the weekend timetable; the Sunday before 国庆
 * and the Saturday after it are make-up working days (调休) that run the weekday one.
 */
export function holidayExceptions(year: number) {
  const holidays = [iso(year, 1, 1), ...[1, 2, 3, 4, 5].map((d) => iso(year, 5, d)), ...[1, 2, 3, 4, 5, 6, 7].map((d) => iso(year, 10, d))];
  const beforeNationalDay = new Date(Date.UTC(year, 8, 30));
  while (beforeNationalDay.getUTCDay() !== 0) beforeNationalDay.setUTCDate(beforeNationalDay.getUTCDate() - 1);
  const afterNationalDay = new Date(Date.UTC(year, 9, 8));
  while (afterNationalDay.getUTCDay() !== 6) afterNationalDay.setUTCDate(afterNationalDay.getUTCDate() + 1);
  const makeUp = [beforeNationalDay, afterNationalDay].map((d) => d.toISOString().slice(0, 10));
  const weekday: Array<{ date: string; exceptionType: number; remark: string }> = [];
  const weekend: typeof weekday = [];
  for (const date of holidays.filter((d) => !isWeekend(d))) {
    weekday.push({ date, exceptionType: 2, remark: '法定节假日' });
    weekend.push({ date, exceptionType: 1, remark: '法定节假日按周末运营' });
  }
  for (const date of makeUp) {
    weekday.push({ date, exceptionType: 1, remark: '调休上班' });
    weekend.push({ date, exceptionType: 2, remark: '调休上班' });
  }
  return { weekday, weekend };
}

/**
 * Headway bands of a city line: peak 10-12 min, off-peak 15-18, early and evening 18-25; night
 * lines every 30 (the fleet and the crew are sized to what they need: ops-fleet.ts)
 */
function bandsFor(lineType: string, weekday: boolean, rand: (min: number, max: number) => number): HeadwayBand[] {
  if (lineType === 'night') return [{ start: 0, end: hm(32), headwayMins: 30 }];
  const offPeak = rand(15, 18);
  const evening = rand(20, 25);
  if (!weekday)
    return [
      { start: 0, end: hm(8), headwayMins: rand(20, 25) },
      { start: hm(8), end: hm(19), headwayMins: offPeak },
      { start: hm(19), end: hm(32), headwayMins: evening },
    ];
  const peak = rand(10, 12);
  return [
    { start: 0, end: hm(7), headwayMins: rand(18, 20) },
    { start: hm(7), end: hm(9), headwayMins: peak, runScale: 1.2 },
    { start: hm(9), end: hm(17), headwayMins: offPeak },
    { start: hm(17), end: hm(19), headwayMins: peak, runScale: 1.2 },
    { start: hm(19), end: hm(32), headwayMins: evening },
  ];
}

/** a bus stands at least 5 minutes at a terminal between trips (班次管理's default) */
export const SEED_LAYOVER_SECS = 5 * 60;

export interface TimetableSeedOutcome {
  calendars: number;
  trips: number;
  stopTimes: number;
}

export async function seedOpsTimetable(db: Database, year = new Date().getFullYear()): Promise<TimetableSeedOutcome> {
  const routes = await db
    .select({ id: opsRoute.id, code: opsRoute.code, lineType: opsRoute.lineType })
    .from(opsRoute)
    .where(eq(opsRoute.tenantId, TENANT))
    .orderBy(asc(opsRoute.code));
  if (!routes.length) return { calendars: 0, trips: 0, stopTimes: 0 };

  const years = [year - 1, year, year + 1].map(holidayExceptions);
  const exceptions = { weekday: years.flatMap((y) => y.weekday), weekend: years.flatMap((y) => y.weekend) };
  const weekdayFlags = { monday: true, tuesday: true, wednesday: true, thursday: true, friday: true };
  const seeds = [
    { code: 'WD', name: '工作日', flags: weekdayFlags, dates: exceptions.weekday, weekday: true },
    { code: 'WE', name: '周末', flags: { saturday: true, sunday: true }, dates: exceptions.weekend, weekday: false },
  ];
  await db
    .insert(opsCalendar)
    .values(
      seeds.map((c) => ({
        id: seedId('ops-calendar', `${TENANT}-${c.code}`),
        tenantId: TENANT,
        code: c.code,
        name: c.name,
        ...c.flags,
        startDate: iso(year - 1, 1, 1),
        endDate: iso(year + 1, 12, 31),
        createBy: SYSTEM,
      })),
    )
    .onConflictDoNothing();
  const calendars = await db
    .select({ id: opsCalendar.id, code: opsCalendar.code })
    .from(opsCalendar)
    .where(and(eq(opsCalendar.tenantId, TENANT), inArray(opsCalendar.code, ['WD', 'WE'])));
  const calendarOf = (code: string) => calendars.find((c) => c.code === code)!;
  for (const c of seeds) {
    await db
      .insert(opsCalendarDate)
      .values(c.dates.map((d) => ({ calendarId: calendarOf(c.code).id, ...d })))
      .onConflictDoNothing();
  }

  const routeIds = routes.map((r) => r.id);
  const directions = await db.select().from(opsRouteDirection).where(inArray(opsRouteDirection.routeId, routeIds));
  const patternRows = await db
    .select({
      routeId: opsRouteStop.routeId,
      directionId: opsRouteStop.directionId,
      sequence: opsRouteStop.sequence,
      stopId: opsRouteStop.stopId,
      offsetSecs: opsRouteStop.offsetSecs,
      name: opsStop.name,
      parentId: opsStop.parentId,
    })
    .from(opsRouteStop)
    .innerJoin(opsStop, eq(opsStop.id, opsRouteStop.stopId))
    .where(inArray(opsRouteStop.routeId, routeIds))
    .orderBy(asc(opsRouteStop.routeId), asc(opsRouteStop.directionId), asc(opsRouteStop.sequence));
  const existing = new Set(
    (await db.selectDistinct({ routeId: opsTrip.routeId, calendarId: opsTrip.calendarId }).from(opsTrip).where(eq(opsTrip.tenantId, TENANT))).map(
      (r) => `${r.routeId}|${r.calendarId}`,
    ),
  );

  const trips: TripRow[] = [];
  const stopTimes: StopTimeRow[] = [];
  const limits = pieceLimitsOf(DEFAULT_DUTY_RULES);
  for (const route of routes) {
    for (const seed of seeds) {
      const calendar = calendarOf(seed.code);
      if (existing.has(`${route.id}|${calendar.id}`)) continue;
      const rand = prng(`${route.code}-${seed.code}`);
      const bands = bandsFor(route.lineType, seed.weekday, rand);
      const lineTrips: Array<Omit<TripRow, 'blockCode' | 'dutyCode'>> = [];
      const ends: Array<{ directionId: number; from: string; to: string; runSecs: number }> = [];
      for (const directionId of [0, 1]) {
        const pattern = patternRows.filter((p) => p.routeId === route.id && p.directionId === directionId);
        if (pattern.length < 2 || pattern.some((p) => p.offsetSecs == null)) continue;
        const direction = directions.find((d) => d.routeId === route.id && d.directionId === directionId);
        const night = route.lineType === 'night';
        const first = direction?.firstDeparture ?? (night ? hm(22) : hm(6));
        const last = direction?.lastDeparture ?? (night ? hm(28) : hm(22));
        const generated = generateTrips({ offsets: pattern.map((p) => p.offsetSecs!), firstDeparture: first, lastDeparture: last, bands });
        const terminal = (stop: (typeof pattern)[number]) => stop.parentId ?? stop.name;
        ends.push({ directionId, from: terminal(pattern[0]), to: terminal(pattern[pattern.length - 1]), runSecs: pattern[pattern.length - 1].offsetSecs! });
        for (const trip of generated) {
          const code = tripCode(route.code, directionId, seed.code, trip.startTime);
          const id = seedId('ops-trip', `${TENANT}-${code}`);
          lineTrips.push({
            id,
            tenantId: TENANT,
            code,
            routeId: route.id,
            directionId,
            calendarId: calendar.id,
            headsign: direction?.headsign ?? null,
            startTime: trip.startTime,
            endTime: trip.endTime,
            createBy: SYSTEM,
          });
          pattern.forEach((p, i) =>
            stopTimes.push({ tripId: id, stopSequence: p.sequence, stopId: p.stopId, arrivalTime: trip.times[i], departureTime: trip.times[i] }),
          );
        }
      }
      const { assigned } = chainTrips(lineTrips, lineTerminals(ends), SEED_LAYOVER_SECS, limits, { routeCode: route.code, calendarCode: seed.code });
      for (const trip of lineTrips)
        trips.push({ ...trip, blockCode: assigned.get(trip.id)?.blockCode ?? null, dutyCode: assigned.get(trip.id)?.dutyCode ?? null });
    }
  }
  await insertTripRows(db, trips);
  await insertStopTimes(db, stopTimes);
  return { calendars: calendars.length, trips: trips.length, stopTimes: stopTimes.length };
}
