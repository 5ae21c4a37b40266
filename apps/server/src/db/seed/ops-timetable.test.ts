import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import yauzl from 'yauzl';
import { exportFeed } from '../../modules/ops/gtfs/export-feed';
import { buildTestApp, type TestContext } from '../../../test/helper';
import { opsRoute, opsRouteDirection, opsRouteStop, opsStop } from '../../modules/ops/network/network.table';
import { opsCalendar, opsCalendarDate, opsStopTime, opsTrip } from '../../modules/ops/timetable/timetable.table';
import { holidayExceptions, SEED_LAYOVER_SECS, seedOpsTimetable } from './ops-timetable';
import { fleetLowerBound, minimumFleet } from '../../modules/ops/timetable/block-builder';
import { touchesNight } from '../../modules/ops/fleet/duty-check';
import { seedId } from './seed-id';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const LINES = 30;
const STOPS = 20;

/** what the network seed writes: lines with both directions, stops and running times */
async function insertNetwork() {
  const { db } = ctx.database;
  await db.insert(opsStop).values(
    Array.from({ length: LINES * STOPS }, (_, i) => ({
      id: seedId('tts-stop', String(i)),
      tenantId: 1,
      code: `TS${i}`,
      name: `测试站${i}`,
      lat: 30.5 + i / 10_000,
      lon: 114.3,
    })),
  );
  for (let line = 0; line < LINES; line += 1) {
    const routeId = seedId('tts-route', String(line));
    const night = line === LINES - 1;
    await db.insert(opsRoute).values({
      id: routeId,
      tenantId: 1,
      code: `S${String(line + 1).padStart(3, '0')}`,
      number: `${line + 1}路`,
      name: `测试线路${line + 1}`,
      lineType: night ? 'night' : 'trunk',
    });
    for (const directionId of [0, 1]) {
      await db.insert(opsRouteDirection).values({
        routeId,
        directionId,
        headsign: `终点${directionId}`,
        firstDeparture: night ? 22 * 3600 : 6 * 3600,
        lastDeparture: night ? 28 * 3600 : 22 * 3600,
      });
      const stops = Array.from({ length: STOPS }, (_, i) => line * STOPS + (directionId ? STOPS - 1 - i : i));
      await db
        .insert(opsRouteStop)
        .values(stops.map((stop, i) => ({ routeId, directionId, sequence: i + 1, stopId: seedId('tts-stop', String(stop)), offsetSecs: i * 150 })));
    }
  }
}

describe('the timetable seed', () => {
  it('writes nothing when there are no lines', async () => {
    expect(await seedOpsTimetable(ctx.database.db, 2026)).toEqual({ calendars: 0, trips: 0, stopTimes: 0 });
    expect((await ctx.database.db.select({ n: count() }).from(opsCalendar))[0].n).toBe(0);
  });

  it('gives every line weekday and weekend trips in both directions with vehicle blocks and crew pieces, quickly', async () => {
    await insertNetwork();
    const started = performance.now();
    const outcome = await seedOpsTimetable(ctx.database.db, 2026);
    const elapsed = performance.now() - started;
    console.info(`timetable seed: ${outcome.trips} trips, ${outcome.stopTimes} stop times in ${Math.round(elapsed)} ms`);
    expect(outcome.calendars).toBe(2);
    expect(outcome.stopTimes).toBe(outcome.trips * STOPS);
    const { db } = ctx.database;
    const trips = await db.select().from(opsTrip).orderBy(asc(opsTrip.code));
    expect(trips.length).toBe(outcome.trips);
    expect(trips.every((t) => t.blockCode)).toBe(true);
    const line1 = trips.filter((t) => t.code.startsWith('S001-0-WD-'));
    expect(line1[0].startTime).toBe(6 * 3600);
    expect(line1[line1.length - 1].startTime).toBe(22 * 3600);
    // weekday peak between 10 and 12 minutes, evening 20 to 25
    const gaps = (from: number, to: number) =>
      line1
        .filter((t) => t.startTime! >= from && t.startTime! < to)
        .slice(1)
        .map((t, i, all) => (i === 0 ? null : (t.startTime! - all[i - 1].startTime!) / 60))
        .filter((g): g is number => g !== null);
    expect(gaps(7.2 * 3600, 8.8 * 3600).every((g) => g >= 10 && g <= 12)).toBe(true);
    expect(gaps(19.5 * 3600, 21.9 * 3600).every((g) => g >= 20 && g <= 25)).toBe(true);
    // blocks are buses' days, as few as the timetable allows; each cut into crew pieces within the continuous-driving limits
    const blocks = new Map<string, typeof trips>();
    for (const trip of trips) blocks.set(trip.blockCode!, [...(blocks.get(trip.blockCode!) ?? []), trip]);
    const weekdayLine1 = trips.filter((t) => t.code.startsWith('S001-') && t.code.includes('-WD-'));
    const asBlockTrips = weekdayLine1.map((t) => ({
      id: t.id,
      startTime: t.startTime!,
      endTime: t.endTime!,
      fromTerminal: t.directionId ? 'B' : 'A',
      toTerminal: t.directionId ? 'A' : 'B',
    }));
    const lineBlocks = new Set(weekdayLine1.map((t) => t.blockCode));
    expect(lineBlocks.size).toBe(minimumFleet(asBlockTrips, { minLayoverSecs: SEED_LAYOVER_SECS, deadheadSecs: () => (STOPS - 1) * 150 }));
    expect(lineBlocks.size).toBeGreaterThanOrEqual(fleetLowerBound(asBlockTrips, { minLayoverSecs: SEED_LAYOVER_SECS }).buses);
    for (const day of blocks.values()) {
      day.sort((a, b) => a.startTime! - b.startTime!);
      for (let i = 1; i < day.length; i += 1) expect(day[i].startTime! - day[i - 1].endTime!).toBeGreaterThanOrEqual(SEED_LAYOVER_SECS);
    }
    expect([...blocks.values()].some((day) => day.at(-1)!.endTime! - day[0].startTime! > 12 * 3600)).toBe(true);
    const pieces = new Map<string, typeof trips>();
    for (const trip of trips) pieces.set(trip.dutyCode!, [...(pieces.get(trip.dutyCode!) ?? []), trip]);
    for (const piece of pieces.values()) {
      const start = Math.min(...piece.map((t) => t.startTime!));
      const end = Math.max(...piece.map((t) => t.endTime!));
      expect(end - start).toBeLessThanOrEqual(touchesNight(start, end) ? 2 * 3600 : 4 * 3600);
    }
    const night = trips.filter((t) => t.code.startsWith('S030-0-WD-'));
    expect(night.map((t) => t.startTime! / 3600)).toEqual([22, 22.5, 23, 23.5, 24, 24.5, 25, 25.5, 26, 26.5, 27, 27.5, 28]);
    // 国庆 runs the weekend timetable
    const [weekday] = await db.select().from(opsCalendar).where(eq(opsCalendar.code, 'WD'));
    const dates = await db.select().from(opsCalendarDate).where(eq(opsCalendarDate.calendarId, weekday.id));
    expect(dates.find((d) => d.date === '2026-10-01')?.exceptionType).toBe(2);
    // the year before to the year after: the demo's week and the seven days before it may cross a new year
    expect(weekday).toMatchObject({ startDate: '2025-01-01', endDate: '2027-12-31' });
    for (const year of [2025, 2027]) expect(dates.find((d) => d.date === `${year}-10-01`)?.exceptionType).toBe(2);
  });

  it('exports each bus’s day as the GTFS block_id, not its crew pieces', async () => {
    const { db } = ctx.database;
    const chunks: Buffer[] = [];
    for await (const chunk of exportFeed(db, 1)) chunks.push(chunk as Buffer);
    const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.fromBuffer(Buffer.concat(chunks), { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
    );
    const tripsTxt = await new Promise<string>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== 'trips.txt') return zip.readEntry();
        zip.openReadStream(entry, async (error, stream) => {
          if (error) return reject(error);
          const parts: Buffer[] = [];
          for await (const part of stream) parts.push(part as Buffer);
          resolve(Buffer.concat(parts).toString('utf8'));
        });
      });
      zip.readEntry();
    });
    const [header, ...rows] = tripsTxt.trim().split(/\r?\n/);
    const column = header.split(',').indexOf('block_id');
    const exported = new Set(rows.map((row) => row.split(',')[column]));
    const trips = await db.select({ blockCode: opsTrip.blockCode, dutyCode: opsTrip.dutyCode }).from(opsTrip);
    expect(exported).toEqual(new Set(trips.map((t) => t.blockCode)));
    expect(new Set(trips.map((t) => t.dutyCode)).size).toBeGreaterThan(exported.size);
  });

  it('is idempotent and deterministic', async () => {
    const { db } = ctx.database;
    const before = (await db.select({ n: count() }).from(opsStopTime))[0].n;
    expect(await seedOpsTimetable(db, 2026)).toMatchObject({ trips: 0, stopTimes: 0 });
    expect((await db.select({ n: count() }).from(opsStopTime))[0].n).toBe(before);
    const [trip] = await db.select().from(opsTrip).where(eq(opsTrip.code, 'S001-0-WD-0600'));
    expect(trip.id).toBe(seedId('ops-trip', '1-S001-0-WD-0600'));
    expect(
      holidayExceptions(2026)
        .weekday.filter((d) => d.exceptionType === 1)
        .map((d) => d.date),
    ).toEqual(['2026-09-27', '2026-10-10']);
  });
});
