/** 车次链: blocks built from a line's trips of both directions under a calendar, and their list. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { RequestContext } from '../../../lib/request-context';
import { assertInTenant as calendarInTenant } from './calendar.service';
import { blockCode, buildBlocks, type BlockTrip } from './block-builder';
import { loadPattern, routeInTenant } from './timetable.service';
import { opsTrip } from './timetable.table';
import { compareCodes } from '../../../lib/collate';

interface Scope {
  tenantId: number;
  routeId: string;
  calendarId: string;
}

async function tripsOf(db: Database, { tenantId, routeId, calendarId }: Scope) {
  return db
    .select({
      id: opsTrip.id,
      code: opsTrip.code,
      directionId: opsTrip.directionId,
      startTime: opsTrip.startTime,
      endTime: opsTrip.endTime,
      blockCode: opsTrip.blockCode,
    })
    .from(opsTrip)
    .where(and(eq(opsTrip.tenantId, tenantId), eq(opsTrip.routeId, routeId), eq(opsTrip.calendarId, calendarId)))
    .orderBy(asc(opsTrip.startTime), asc(opsTrip.code));
}

/**
 * Assigns every trip of the line and calendar to a block (stored in ops_trip.block_code) and
 * returns the blocks. Trips turn at a terminal where one direction ends and the other begins.
 */
export async function rebuildBlocks(
  db: Database,
  scope: Scope & { routeCode: string; calendarCode: string; minLayoverSecs: number; maxSpanSecs?: number; by?: string | null; at?: Date },
) {
  const terminals = new Map<number, { from: string; to: string }>();
  for (const directionId of [0, 1]) {
    const { stops } = await loadPattern(db, scope.routeId, directionId);
    if (stops.length) terminals.set(directionId, { from: stops[0].terminal, to: stops[stops.length - 1].terminal });
  }
  const trips = await tripsOf(db, scope);
  const input: BlockTrip[] = trips
    .filter((t) => t.startTime != null && t.endTime != null)
    .map((t) => ({
      id: t.id,
      startTime: t.startTime!,
      endTime: t.endTime!,
      fromTerminal: terminals.get(t.directionId)?.from ?? `d${t.directionId}-start`,
      toTerminal: terminals.get(t.directionId)?.to ?? `d${t.directionId}-end`,
    }));
  const blocks = buildBlocks(input, scope.minLayoverSecs, scope.maxSpanSecs);
  const where = and(eq(opsTrip.tenantId, scope.tenantId), eq(opsTrip.routeId, scope.routeId), eq(opsTrip.calendarId, scope.calendarId));
  await db.update(opsTrip).set({ blockCode: null }).where(where);
  for (const [i, ids] of blocks.entries()) {
    for (let j = 0; j < ids.length; j += 1000) {
      await db
        .update(opsTrip)
        .set({ blockCode: blockCode(scope.routeCode, scope.calendarCode, i), ...(scope.by !== undefined ? { updateBy: scope.by, updateTime: scope.at } : {}) })
        .where(and(where, inArray(opsTrip.id, ids.slice(j, j + 1000))));
    }
  }
  return blocks.length;
}

export async function buildBlocksFor(
  { db, session, now }: RequestContext,
  input: { routeId: string; calendarId: string; minLayoverMins: number; maxShiftHours?: number | null },
) {
  return db.transaction(async (tx) => {
    const route = await routeInTenant(tx, session.tenantId, input.routeId);
    const calendar = await calendarInTenant(tx, session.tenantId, input.calendarId);
    await rebuildBlocks(tx, {
      tenantId: session.tenantId,
      routeId: route.id,
      calendarId: calendar.id,
      routeCode: route.code,
      calendarCode: calendar.code,
      minLayoverSecs: input.minLayoverMins * 60,
      maxSpanSecs: input.maxShiftHours ? Math.round(input.maxShiftHours * 3600) : undefined,
      by: session.username,
      at: now,
    });
    return listBlocks(tx, { tenantId: session.tenantId, routeId: route.id, calendarId: calendar.id });
  });
}

/** each block with its trips, first departure, last arrival and time spent driving */
export async function listBlocks(db: Database, scope: Scope) {
  const trips = await tripsOf(db, scope);
  const blocks = new Map<string, { blockCode: string; tripCodes: string[]; firstDeparture: number; lastArrival: number; drivingSecs: number }>();
  for (const t of trips) {
    if (!t.blockCode || t.startTime == null || t.endTime == null) continue;
    const block = blocks.get(t.blockCode) ?? { blockCode: t.blockCode, tripCodes: [], firstDeparture: t.startTime, lastArrival: t.endTime, drivingSecs: 0 };
    block.tripCodes.push(t.code);
    block.firstDeparture = Math.min(block.firstDeparture, t.startTime);
    block.lastArrival = Math.max(block.lastArrival, t.endTime);
    block.drivingSecs += t.endTime - t.startTime;
    blocks.set(t.blockCode, block);
  }
  return [...blocks.values()].sort((a, b) => compareCodes(a.blockCode, b.blockCode)).map((b) => ({ ...b, tripCount: b.tripCodes.length }));
}

export async function listBlocksFor(db: Database, tenantId: number, query: { routeId: string; calendarId: string }) {
  const route = await routeInTenant(db, tenantId, query.routeId);
  const calendar = await calendarInTenant(db, tenantId, query.calendarId);
  return listBlocks(db, { tenantId, routeId: route.id, calendarId: calendar.id });
}
