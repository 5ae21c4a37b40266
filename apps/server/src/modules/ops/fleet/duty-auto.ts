/**
 * 自动排班 and 复制上周: filling a day's open crew pieces (班段) from the line's drivers and buses, or
 * from the same pieces a week before, refusing what the duty-rule checker calls an error.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { RequestContext } from '../../../lib/request-context';
import { busesForBlocks, DriverLedger, rosterPieces, type RosterPiece } from './crew-roster';
import { dayNumber } from './duty-check';
import { checkDates, dutiesBetween, loadRules, type DutyKey } from './duty.service';
import { opsDriver, opsDuty, opsVehicle } from './fleet.table';
import { addDays, ServiceDays, spellsOf, type DayPiece } from './service-day';

const asRosterPiece = (piece: DayPiece, serviceDate: string): RosterPiece => ({ key: piece.dutyCode, serviceDate, spells: spellsOf(piece) });

/** Inserts the planned duties the checker does not refuse with an error; returns how many. */
async function saveUnrefused(ctx: RequestContext, days: ServiceDays, serviceDate: string, planned: DutyKey[]) {
  const { db, session, now } = ctx;
  if (planned.length === 0) return 0;
  const findings = await checkDates(db, session.tenantId, [serviceDate], planned, days);
  const refused = new Set(findings.filter((f) => f.severity === 'error').map((f) => f.dutyCode));
  const pieces = (await days.day(serviceDate)).pieceByCode;
  const accepted = planned.filter((p) => !refused.has(p.dutyCode) && pieces.has(p.dutyCode));
  if (accepted.length)
    await db
      .insert(opsDuty)
      .values(
        accepted.map((p) => {
          const piece = pieces.get(p.dutyCode)!;
          return {
            ...p,
            tenantId: session.tenantId,
            blockCode: piece.blockCode,
            routeId: piece.routeId,
            startTime: piece.firstDeparture,
            endTime: piece.lastArrival,
            createBy: session.username,
            createTime: now,
          };
        }),
      )
      .onConflictDoNothing();
  return accepted.length;
}

/** the line's drivers on duty and buses in service with their papers valid on the date, in rotation order */
async function lineCrewAndBuses(db: Database, tenantId: number, routeId: string, date: string) {
  const valid = (...expiries: Array<string | null>) => expiries.every((expiry) => expiry !== null && expiry >= date);
  const [drivers, buses] = await Promise.all([
    db
      .select({ id: opsDriver.id, licence: opsDriver.licenceExpiry, qualification: opsDriver.qualificationExpiry })
      .from(opsDriver)
      .where(and(eq(opsDriver.tenantId, tenantId), eq(opsDriver.status, 'active'), eq(opsDriver.homeRouteId, routeId)))
      .orderBy(opsDriver.id),
    db
      .select({ id: opsVehicle.id, inspection: opsVehicle.inspectionExpiry, insurance: opsVehicle.insuranceExpiry })
      .from(opsVehicle)
      .where(and(eq(opsVehicle.tenantId, tenantId), eq(opsVehicle.status, 'operating'), eq(opsVehicle.routeId, routeId)))
      .orderBy(opsVehicle.selfNo),
  ]);
  return {
    crew: drivers.filter((d) => valid(d.licence, d.qualification)).map((d) => d.id),
    buses: buses.filter((v) => valid(v.inspection, v.insurance)).map((v) => v.id),
  };
}

/**
 * 自动排班: the line's pieces without a duty that day get the line's drivers (pieces paired into
 * lawful days, with what each drove the week before and after) and its buses (a block's pieces
 * keep their block's bus), leaving anyone already out that day where he is.
 */
export async function autoAssign(ctx: RequestContext, input: { serviceDate: string; routeId: string }) {
  const { db, session } = ctx;
  const tenantId = session.tenantId;
  const date = input.serviceDate;
  const days = new ServiceDays(db, tenantId);
  const pieces = (await days.day(date)).pieces.filter((p) => p.routeId === input.routeId);
  const stored = await dutiesBetween(db, tenantId, addDays(date, -7), addDays(date, 7));
  const storedToday = new Map(stored.filter((d) => d.serviceDate === date).map((d) => [d.dutyCode, d]));
  const open = pieces.filter((p) => !storedToday.has(p.dutyCode));
  if (open.length === 0) return { assigned: 0, unassigned: 0 };

  const { crew, buses } = await lineCrewAndBuses(db, tenantId, input.routeId, date);
  const ledger = new DriverLedger(await loadRules(db, tenantId));
  const onCrew = new Set(crew);
  for (const duty of stored) {
    if (!duty.driverId || !onCrew.has(duty.driverId)) continue;
    const piece = (await days.day(duty.serviceDate)).pieceByCode.get(duty.dutyCode);
    if (piece) ledger.add(duty.driverId, asRosterPiece(piece, duty.serviceDate));
  }
  const drivers = rosterPieces(
    open.map((p) => asRosterPiece(p, date)),
    crew,
    ledger,
    { start: dayNumber(date) * 7 },
  );

  // a bus for each block with an open piece: the bus its other pieces have that day, else a free one of the line's
  const blockBus = new Map<string, string>();
  const busyElsewhere = new Set(stored.filter((d) => d.serviceDate === date && d.vehicleId).map((d) => d.vehicleId!));
  for (const piece of pieces) {
    const bus = storedToday.get(piece.dutyCode)?.vehicleId;
    if (bus) blockBus.set(piece.blockCode, bus);
  }
  const lineBlocks = (await days.day(date)).blocks.filter((b) => b.routeId === input.routeId);
  const free = buses.filter((bus) => !busyElsewhere.has(bus) || [...blockBus.values()].includes(bus));
  const vehicles = busesForBlocks(lineBlocks, free, blockBus);

  const planned: DutyKey[] = open
    .map((p) => ({ serviceDate: date, dutyCode: p.dutyCode, driverId: drivers.get(p.dutyCode) ?? null, vehicleId: vehicles.get(p.blockCode) ?? null }))
    .filter((p) => p.driverId && p.vehicleId);
  const assigned = await saveUnrefused(ctx, days, date, planned);
  return { assigned, unassigned: open.length - assigned };
}

/**
 * 复制上周: the pieces of the date without a duty take the driver and bus the same piece had seven
 * days before, when they are still active / operating; pairings the checker refuses with an error
 * are left open.
 */
export async function copyLastWeek(ctx: RequestContext, input: { serviceDate: string; routeId?: string }) {
  const { db, session } = ctx;
  const tenantId = session.tenantId;
  const days = new ServiceDays(db, tenantId);
  const pieces = (await days.day(input.serviceDate)).pieces.filter((p) => !input.routeId || p.routeId === input.routeId);
  const stored = new Set((await dutiesBetween(db, tenantId, input.serviceDate, input.serviceDate)).map((d) => d.dutyCode));
  const open = pieces.filter((p) => !stored.has(p.dutyCode));
  if (open.length === 0) return { copied: 0, skipped: 0 };
  const before = await db
    .select({ dutyCode: opsDuty.dutyCode, driverId: opsDuty.driverId, vehicleId: opsDuty.vehicleId })
    .from(opsDuty)
    .where(
      and(
        eq(opsDuty.tenantId, tenantId),
        eq(opsDuty.serviceDate, addDays(input.serviceDate, -7)),
        inArray(
          opsDuty.dutyCode,
          open.map((p) => p.dutyCode),
        ),
      ),
    );
  const [activeDrivers, operating] = await Promise.all([
    db
      .select({ id: opsDriver.id })
      .from(opsDriver)
      .where(and(eq(opsDriver.tenantId, tenantId), eq(opsDriver.status, 'active'))),
    db
      .select({ id: opsVehicle.id })
      .from(opsVehicle)
      .where(and(eq(opsVehicle.tenantId, tenantId), eq(opsVehicle.status, 'operating'))),
  ]);
  const active = new Set(activeDrivers.map((d) => d.id));
  const running = new Set(operating.map((v) => v.id));
  const planned: DutyKey[] = before
    .map((d) => ({
      serviceDate: input.serviceDate,
      dutyCode: d.dutyCode,
      driverId: d.driverId && active.has(d.driverId) ? d.driverId : null,
      vehicleId: d.vehicleId && running.has(d.vehicleId) ? d.vehicleId : null,
    }))
    .filter((d) => d.driverId || d.vehicleId);
  const copied = await saveUnrefused(ctx, days, input.serviceDate, planned);
  return { copied, skipped: open.length - copied };
}
