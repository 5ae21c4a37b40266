/**
 * For API tests: a line with both directions, stops
 * and running times, written straight into the network tables (tenant and names as given).
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { opsRoute, opsRouteDirection, opsRouteStop, opsStop } from '../network/network.table';

export const testLineSchema = z.object({
  code: z.string().min(1).max(20),
  number: z.string().min(1).max(20),
  stops: z.array(z.string().min(1).max(50)).min(2).max(60),
  /** minutes between consecutive stops */
  minutesBetween: z.number().int().min(1).max(30).default(3),
});

export async function insertTestLine(db: Database, tenantId: number, input: z.output<typeof testLineSchema>) {
  const [route] = await db
    .insert(opsRoute)
    .values({ tenantId, code: input.code, number: input.number, name: `${input.stops[0]}—${input.stops[input.stops.length - 1]}`, status: 'operating' })
    .returning();
  const stops = await db
    .insert(opsStop)
    .values(input.stops.map((name, i) => ({ tenantId, code: `${input.code}-S${i + 1}`, name, lat: 30.55 + i * 0.004, lon: 114.28 + i * 0.004 })))
    .returning();
  for (const directionId of [0, 1]) {
    const ordered = directionId ? [...stops].reverse() : stops;
    await db
      .insert(opsRouteDirection)
      .values({ routeId: route.id, directionId, headsign: ordered[ordered.length - 1].name, firstDeparture: 6 * 3600, lastDeparture: 22 * 3600 });
    await db
      .insert(opsRouteStop)
      .values(ordered.map((stop, i) => ({ routeId: route.id, directionId, sequence: i + 1, stopId: stop.id, offsetSecs: i * input.minutesBetween * 60 })));
  }
  return route;
}

/** A line of tenant 1, 3 minutes between stops, with the ids of its outbound stops in order. */
export async function insertTestLineWithStops(db: Database, code: string, number: string, names: string[]) {
  const route = await insertTestLine(db, 1, { code, number, stops: names, minutesBetween: 3 });
  const stops = await db
    .select({ stopId: opsRouteStop.stopId })
    .from(opsRouteStop)
    .where(and(eq(opsRouteStop.routeId, route.id), eq(opsRouteStop.directionId, 0)))
    .orderBy(opsRouteStop.sequence);
  return { id: route.id, stops: stops.map((s) => s.stopId) };
}
