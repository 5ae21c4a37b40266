/**
 * Whether the fleet and the crew can run a day (contracts/ops-coverage.ts): buses needed are the
 * most vehicle blocks running at once (a block holds its bus from its first departure to its last
 * arrival), drivers needed are the day's crew pieces paired into lawful days line by line (as 自动排班
 * pairs them, with nobody's week behind him), against the buses in service and the drivers on duty
 * with valid papers on that date, of one line or of the company.
 */
import { and, count, eq, gte, type SQL } from 'drizzle-orm';
import type { DayCoverage, ServiceSpan } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { DriverLedger, rosterPieces } from './crew-roster';
import { loadRules } from './duty.service';
import { opsDriver, opsVehicle } from './fleet.table';
import { ServiceDays, spellsOf } from './service-day';

/** the stretches of the day when more of `spans` run at once than `available`, and the most at once */
export function overAvailable(spans: ReadonlyArray<ServiceSpan>, available: number): { most: number; hours: ServiceSpan[] } {
  // a span ending when another starts does not overlap it: ends first
  const events = spans.flatMap((s): Array<[number, number]> => [
    [s.from, 1],
    [s.to, -1],
  ]);
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let running = 0;
  let most = 0;
  const hours: ServiceSpan[] = [];
  let since: number | null = null;
  for (const [time, change] of events) {
    running += change;
    most = Math.max(most, running);
    if (running > available && since === null) since = time;
    if (running <= available && since !== null) {
      if (time > since) hours.push({ from: since, to: time });
      since = null;
    }
  }
  return { most, hours };
}

async function countOf(db: Database, table: typeof opsVehicle | typeof opsDriver, where: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

export async function dayCoverage(db: Database, tenantId: number, date: string, routeId?: string, days = new ServiceDays(db, tenantId)): Promise<DayCoverage> {
  const day = await days.day(date);
  const mine = <T extends { routeId: string }>(rows: T[]) => (routeId ? rows.filter((r) => r.routeId === routeId) : rows);
  const blocks = mine(day.blocks);
  const pieces = mine(day.pieces);
  const [buses, drivers, rules] = await Promise.all([
    countOf(
      db,
      opsVehicle,
      and(
        eq(opsVehicle.tenantId, tenantId),
        eq(opsVehicle.status, 'operating'),
        gte(opsVehicle.inspectionExpiry, date),
        gte(opsVehicle.insuranceExpiry, date),
        routeId ? eq(opsVehicle.routeId, routeId) : undefined,
      ),
    ),
    countOf(
      db,
      opsDriver,
      and(
        eq(opsDriver.tenantId, tenantId),
        eq(opsDriver.status, 'active'),
        gte(opsDriver.licenceExpiry, date),
        gte(opsDriver.qualificationExpiry, date),
        routeId ? eq(opsDriver.homeRouteId, routeId) : undefined,
      ),
    ),
    loadRules(db, tenantId),
  ]);

  const busNeed = overAvailable(
    blocks.map((b) => ({ from: b.firstDeparture, to: b.lastArrival })),
    buses,
  );

  // each line's pieces paired into drivers' days; a driver's day holds him from his first departure to his last arrival
  const byLine = new Map<string, typeof pieces>();
  for (const piece of pieces) byLine.set(piece.routeId, [...(byLine.get(piece.routeId) ?? []), piece]);
  const driverDays: ServiceSpan[] = [];
  for (const [line, linePieces] of byLine) {
    const roster = rosterPieces(
      linePieces.map((p) => ({ key: p.dutyCode, serviceDate: date, spells: spellsOf(p) })),
      linePieces.map((_, i) => `${line}:${i}`),
      new DriverLedger(rules),
    );
    const spans = new Map<string, ServiceSpan>();
    for (const piece of linePieces) {
      const driver = roster.get(piece.dutyCode);
      if (!driver) continue;
      const span = spans.get(driver);
      spans.set(
        driver,
        span
          ? { from: Math.min(span.from, piece.firstDeparture), to: Math.max(span.to, piece.lastArrival) }
          : { from: piece.firstDeparture, to: piece.lastArrival },
      );
    }
    driverDays.push(...spans.values());
  }
  const driverNeed = overAvailable(driverDays, drivers);

  return {
    date,
    routeId: routeId ?? null,
    trips: mine(day.trips).length,
    blocks: blocks.length,
    pieces: pieces.length,
    buses: { needed: busNeed.most, available: buses, short: Math.max(0, busNeed.most - buses), hours: busNeed.hours },
    drivers: { needed: driverDays.length, available: drivers, short: Math.max(0, driverDays.length - drivers), hours: driverNeed.hours },
  };
}
