/**
 * A small timetable for the fleet and dispatch API tests: one line with a
 * daily calendar and blocks of trips, written straight into the timetable tables, which another
 * area owns and edits.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../../../db/client';
import { opsRoute } from '../network/network.table';
import { opsCalendar, opsTrip } from '../timetable/timetable.table';

export interface FixtureBlock {
  code: string;
  /** [start, end] seconds after midnight, alternating directions */
  trips: Array<[number, number]>;
}

export async function insertTimetableFixture(
  db: Database,
  options: { tenantId?: number; number?: string; departId?: string | null; startDate?: string; endDate?: string; blocks: FixtureBlock[] },
) {
  const tenantId = options.tenantId ?? 1;
  const tag = randomUUID().slice(0, 8);
  const [route] = await db
    .insert(opsRoute)
    .values({
      tenantId,
      code: `R${tag}`,
      number: options.number ?? `T${tag.slice(0, 3)}路`,
      name: '测试站—终点站',
      status: 'operating',
      departId: options.departId ?? null,
      createBy: 'test',
    })
    .returning();
  const [calendar] = await db
    .insert(opsCalendar)
    .values({
      tenantId,
      code: `C${tag}`,
      name: '每日',
      monday: true,
      tuesday: true,
      wednesday: true,
      thursday: true,
      friday: true,
      saturday: true,
      sunday: true,
      startDate: options.startDate ?? '2026-01-01',
      endDate: options.endDate ?? '2026-12-31',
      createBy: 'test',
    })
    .returning();
  const blockCodes = options.blocks.map((b) => `${b.code}-${tag}`);
  const trips = options.blocks.flatMap((block, b) =>
    block.trips.map(([start, end], i) => ({
      tenantId,
      code: `${blockCodes[b]}-${i + 1}`,
      routeId: route.id,
      directionId: i % 2,
      calendarId: calendar.id,
      blockCode: blockCodes[b],
      startTime: start,
      endTime: end,
      createBy: 'test',
    })),
  );
  const tripRows = trips.length ? await db.insert(opsTrip).values(trips).returning() : [];
  return { route, calendar, blockCodes, trips: tripRows };
}
