/**
 * 车次链: a line's trips of both directions under a calendar chained into vehicle blocks (a bus's
 * working day, the fewest buses the timetable allows: block-builder.ts), each cut into crew pieces
 * (班段: duty-pieces.ts) at the tenant's continuous-driving limits, and their list.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { RequestContext } from '../../../lib/request-context';
import { loadRules } from '../fleet/duty.service';
import { assertInTenant as calendarInTenant } from './calendar.service';
import { blockCode, buildBlocks, type BlockOptions, type BlockTrip } from './block-builder';
import { cutPieces, pieceCode, pieceLimitsOf, type PieceLimits } from './duty-pieces';
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
      dutyCode: opsTrip.dutyCode,
    })
    .from(opsTrip)
    .where(and(eq(opsTrip.tenantId, tenantId), eq(opsTrip.routeId, routeId), eq(opsTrip.calendarId, calendarId)))
    .orderBy(asc(opsTrip.startTime), asc(opsTrip.code));
}

/**
 * A line's terminals and how a bus gets between them: a trip of a direction starts at its first
 * stop's terminal and ends at its last's; a bus may drive empty from one end of a direction to the
 * other in that direction's running time.
 */
export interface LineTerminals {
  ofDirection: Map<number, { from: string; to: string; runSecs: number }>;
  deadheadSecs: NonNullable<BlockOptions['deadheadSecs']>;
}

export function lineTerminals(directions: ReadonlyArray<{ directionId: number; from: string; to: string; runSecs: number }>): LineTerminals {
  const ofDirection = new Map(directions.map((d) => [d.directionId, d]));
  const deadheadSecs = (from: string, to: string) => {
    const runs = directions.filter((d) => d.from === from && d.to === to).map((d) => d.runSecs);
    return runs.length ? Math.min(...runs) : undefined;
  };
  return { ofDirection, deadheadSecs };
}

/**
 * The blocks and pieces of a line's trips: block index and piece code per trip id. Pure, so the
 * seed and the 生成车次链 button build the same.
 */
export function chainTrips(
  trips: ReadonlyArray<{ id: string; directionId: number; startTime: number; endTime: number }>,
  terminals: LineTerminals,
  minLayoverSecs: number,
  limits: PieceLimits,
  codes: { routeCode: string; calendarCode: string },
) {
  const input: BlockTrip[] = trips.map((t) => {
    const direction = terminals.ofDirection.get(t.directionId);
    return {
      id: t.id,
      startTime: t.startTime,
      endTime: t.endTime,
      fromTerminal: direction?.from ?? `d${t.directionId}-start`,
      toTerminal: direction?.to ?? `d${t.directionId}-end`,
    };
  });
  const byId = new Map(trips.map((t) => [t.id, t]));
  const blocks = buildBlocks(input, { minLayoverSecs, deadheadSecs: terminals.deadheadSecs });
  const assigned = new Map<string, { blockCode: string; dutyCode: string }>();
  blocks.forEach((ids, index) => {
    const code = blockCode(codes.routeCode, codes.calendarCode, index);
    cutPieces(
      ids.map((id) => byId.get(id)!),
      limits,
    ).forEach((piece, p) => {
      for (const trip of piece) assigned.set(trip.id, { blockCode: code, dutyCode: pieceCode(code, p) });
    });
  });
  return { blocks: blocks.length, assigned };
}

/** The line's two directions as chainTrips reads them. */
async function terminalsOf(db: Database, routeId: string) {
  const directions = [];
  for (const directionId of [0, 1]) {
    const { stops } = await loadPattern(db, routeId, directionId);
    if (stops.length) directions.push({ directionId, from: stops[0].terminal, to: stops.at(-1)!.terminal, runSecs: Math.max(0, stops.at(-1)!.offsetSecs) });
  }
  return lineTerminals(directions);
}

/**
 * Assigns every trip of the line and calendar to a block and a piece (stored in ops_trip.block_code
 * and duty_code, one statement) and returns how many blocks there are.
 */
export async function rebuildBlocks(
  db: Database,
  scope: Scope & { routeCode: string; calendarCode: string; minLayoverSecs: number; limits: PieceLimits; by?: string | null; at?: Date },
) {
  const trips = (await tripsOf(db, scope)).filter((t) => t.startTime != null && t.endTime != null);
  const { blocks, assigned } = chainTrips(
    trips.map((t) => ({ ...t, startTime: t.startTime!, endTime: t.endTime! })),
    await terminalsOf(db, scope.routeId),
    scope.minLayoverSecs,
    scope.limits,
    scope,
  );
  const where = and(eq(opsTrip.tenantId, scope.tenantId), eq(opsTrip.routeId, scope.routeId), eq(opsTrip.calendarId, scope.calendarId));
  await db.update(opsTrip).set({ blockCode: null, dutyCode: null }).where(where);
  const rows = [...assigned.entries()];
  if (rows.length) {
    const array = (values: string[]) => sql`${sql.param(values)}::text[]`;
    const audit = scope.by !== undefined ? sql`, update_by = ${scope.by}::text, update_time = ${(scope.at ?? new Date()).toISOString()}::timestamptz` : sql``;
    await db.execute(sql`update ops_trip t set block_code = v.block_code, duty_code = v.duty_code ${audit}
      from unnest(${array(rows.map(([id]) => id))}, ${array(rows.map(([, a]) => a.blockCode))}, ${array(rows.map(([, a]) => a.dutyCode))})
        as v(id, block_code, duty_code)
      where t.id = v.id and t.tenant_id = ${scope.tenantId}::int4`);
  }
  return blocks;
}

export async function buildBlocksFor({ db, session, now }: RequestContext, input: { routeId: string; calendarId: string; minLayoverMins: number }) {
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
      limits: pieceLimitsOf(await loadRules(tx, session.tenantId)),
      by: session.username,
      at: now,
    });
    return listBlocks(tx, { tenantId: session.tenantId, routeId: route.id, calendarId: calendar.id });
  });
}

/** each block with its trips, its crew pieces, first departure, last arrival and time spent driving */
export async function listBlocks(db: Database, scope: Scope) {
  const trips = await tripsOf(db, scope);
  const blocks = new Map<
    string,
    { blockCode: string; tripCodes: string[]; pieces: Set<string>; firstDeparture: number; lastArrival: number; drivingSecs: number }
  >();
  for (const t of trips) {
    if (!t.blockCode || t.startTime == null || t.endTime == null) continue;
    const block = blocks.get(t.blockCode) ?? {
      blockCode: t.blockCode,
      tripCodes: [],
      pieces: new Set<string>(),
      firstDeparture: t.startTime,
      lastArrival: t.endTime,
      drivingSecs: 0,
    };
    block.tripCodes.push(t.code);
    block.pieces.add(t.dutyCode ?? t.blockCode);
    block.firstDeparture = Math.min(block.firstDeparture, t.startTime);
    block.lastArrival = Math.max(block.lastArrival, t.endTime);
    block.drivingSecs += t.endTime - t.startTime;
    blocks.set(t.blockCode, block);
  }
  return [...blocks.values()]
    .sort((a, b) => compareCodes(a.blockCode, b.blockCode))
    .map(({ pieces, ...b }) => ({ ...b, tripCount: b.tripCodes.length, pieceCount: pieces.size }));
}

export async function listBlocksFor(db: Database, tenantId: number, query: { routeId: string; calendarId: string }) {
  const route = await routeInTenant(db, tenantId, query.routeId);
  const calendar = await calendarInTenant(db, tenantId, query.calendarId);
  return listBlocks(db, { tenantId, routeId: route.id, calendarId: calendar.id });
}
