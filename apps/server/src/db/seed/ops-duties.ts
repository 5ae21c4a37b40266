/**
 * The demo company's duties for the week of `today` (and the seven days before, which the dispatch
 * records refer to): every crew piece of every line gets a driver of the line's crew and its
 * block's bus, as 自动排班 gives them (fleet/crew-roster.ts): a block's buses run one block after
 * another, a driver's day is one or more pieces with a real break between, and nobody is given a
 * piece that would break a driving rule with what he drove the days before (the week's hours, 8
 * hours in 24, a night after a late shift). Nobody drives with an expired licence or certificate,
 * no bus runs past its inspection or insurance. The rotation starts where the date's day number
 * puts it, so a date gets the same drivers whenever it is seeded; duties already stored (a data
 * directory seeded in an earlier week) are kept and count for the drivers' hours. On the first two
 * lines one driver a day works overtime, for 违规检查 to show.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../client';
import * as t from '../schema';
import { busesForBlocks, DriverLedger, rosterPieces, type RosterPiece } from '../../modules/ops/fleet/crew-roster';
import { dayNumber } from '../../modules/ops/fleet/duty-check';
import { dutiesBetween, loadRules } from '../../modules/ops/fleet/duty.service';
import { addDays, mondayOf, ServiceDays, spellsOf, type DayPiece } from '../../modules/ops/fleet/service-day';
import type { SeedRoute } from './ops-fleet';
import { bulkInsert, type BulkColumn } from '../../modules/ops/timetable/bulk-insert';
import { seedId } from './seed-id';

type DutyRow = typeof t.opsDuty.$inferInsert;
const text = (name: string, value: (r: DutyRow) => string | null | undefined): BulkColumn<DutyRow> => ({ name, type: 'text', value });
const int = (name: string, value: (r: DutyRow) => number | null | undefined): BulkColumn<DutyRow> => ({ name, type: 'int', value });
const DUTY_COLUMNS = [
  text('id', (r) => r.id),
  int('tenant_id', (r) => r.tenantId),
  text('service_date', (r) => r.serviceDate),
  text('block_code', (r) => r.blockCode),
  text('duty_code', (r) => r.dutyCode),
  text('route_id', (r) => r.routeId),
  text('driver_id', (r) => r.driverId),
  text('vehicle_id', (r) => r.vehicleId),
  int('start_time', (r) => r.startTime),
  int('end_time', (r) => r.endTime),
  text('create_by', (r) => r.createBy),
];

const TENANT = 1;
const SYSTEM = 'system';
const OVERTIME_LINES = 2;

const rosterPiece = (piece: DayPiece, serviceDate: string): RosterPiece => ({ key: piece.dutyCode, serviceDate, spells: spellsOf(piece) });
const drivingOf = (piece: RosterPiece) => piece.spells.reduce((sum, s) => sum + s.end - s.start, 0);

/**
 * 加班: of the line's drivers out that day, the one driving most also takes the first later piece (half
 * an hour after his day ends) that puts him over the daily limit; the 24-hour rule then warns, as a
 * dispatcher would see.
 */
function plantOvertime(pieces: RosterPiece[], given: Map<string, string>, ledger: DriverLedger, dailySecs: number) {
  if (pieces.length === 0) return;
  const date = pieces[0].serviceDate;
  const ordered = [...pieces].sort((a, b) => a.spells[0].start - b.spells[0].start || (a.key < b.key ? -1 : 1));
  const busiest = [...new Set(given.values())].sort((a, b) => ledger.drivingOn(b, date) - ledger.drivingOn(a, date) || (a < b ? -1 : 1));
  for (const driver of busiest) {
    const dayEnd = ledger.lastEndOn(driver, date) ?? 0;
    const extra = ordered.find(
      (p) => p.spells[0].start >= dayEnd + 1800 && given.get(p.key) !== driver && ledger.drivingOn(driver, date) + drivingOf(p) > dailySecs,
    );
    if (!extra) continue;
    const before = given.get(extra.key);
    if (before) ledger.remove(before, extra);
    ledger.add(driver, extra);
    given.set(extra.key, driver);
    return;
  }
}

export async function seedDuties(db: Database, today: string, routes: SeedRoute[]) {
  const from = addDays(today, -7) < mondayOf(today) ? addDays(today, -7) : mondayOf(today);
  const to = addDays(mondayOf(today), 6);
  const [drivers, vehicles, rules] = await Promise.all([
    db
      .select({ id: t.opsDriver.id, routeId: t.opsDriver.homeRouteId, licence: t.opsDriver.licenceExpiry, qualification: t.opsDriver.qualificationExpiry })
      .from(t.opsDriver)
      .where(and(eq(t.opsDriver.tenantId, TENANT), eq(t.opsDriver.status, 'active')))
      .orderBy(t.opsDriver.id),
    db
      .select({ id: t.opsVehicle.id, routeId: t.opsVehicle.routeId, inspection: t.opsVehicle.inspectionExpiry, insurance: t.opsVehicle.insuranceExpiry })
      .from(t.opsVehicle)
      .where(and(eq(t.opsVehicle.tenantId, TENANT), eq(t.opsVehicle.status, 'operating')))
      .orderBy(t.opsVehicle.selfNo),
    loadRules(db, TENANT),
  ]);
  const dailySecs = (rules.find((r) => r.code === 'daily_driving')?.limitMinutes ?? 480) * 60;
  const days = new ServiceDays(db, TENANT);
  const ledger = new DriverLedger(rules);

  // what each driver drove: the stored duties of the seven days before `from` up to `to`
  const stored = await dutiesBetween(db, TENANT, addDays(from, -7), to);
  const storedPieces = new Set(stored.map((d) => `${d.serviceDate}|${d.dutyCode}`));
  for (const duty of stored) {
    const piece = (await days.day(duty.serviceDate)).pieceByCode.get(duty.dutyCode);
    if (duty.driverId && piece) ledger.add(duty.driverId, rosterPiece(piece, duty.serviceDate));
  }

  const rows: DutyRow[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const day = await days.day(date);
    const valid = (...expiries: Array<string | null>) => expiries.every((expiry) => expiry !== null && expiry >= date);
    for (const [index, route] of routes.entries()) {
      const pieces = day.pieces.filter((p) => p.routeId === route.id);
      const open = pieces.filter((p) => !storedPieces.has(`${date}|${p.dutyCode}`));
      if (open.length === 0) continue;
      const crew = drivers.filter((d) => d.routeId === route.id && valid(d.licence, d.qualification)).map((d) => d.id);
      const buses = vehicles.filter((v) => v.routeId === route.id && valid(v.inspection, v.insurance)).map((v) => v.id);
      const fixed = new Map<string, string>();
      for (const duty of stored) {
        const piece = duty.serviceDate === date && duty.vehicleId ? day.pieceByCode.get(duty.dutyCode) : undefined;
        if (piece?.routeId === route.id) fixed.set(piece.blockCode, duty.vehicleId!);
      }
      const busOf = busesForBlocks(
        day.blocks.filter((b) => b.routeId === route.id),
        buses,
        fixed,
      );
      const offered = open.map((p) => rosterPiece(p, date));
      const given = rosterPieces(offered, crew, ledger, { start: dayNumber(date) * Math.ceil(crew.length / 7) });
      if (index < OVERTIME_LINES) plantOvertime(offered, given, ledger, dailySecs);
      for (const piece of open) {
        const driverId = given.get(piece.dutyCode) ?? null;
        const vehicleId = busOf.get(piece.blockCode) ?? null;
        if (!driverId && !vehicleId) continue;
        rows.push({
          id: seedId('ops-duty', `${date}:${piece.dutyCode}`),
          tenantId: TENANT,
          serviceDate: date,
          blockCode: piece.blockCode,
          dutyCode: piece.dutyCode,
          routeId: route.id,
          driverId,
          vehicleId,
          startTime: piece.firstDeparture,
          endTime: piece.lastArrival,
          createBy: SYSTEM,
        });
      }
    }
  }
  await bulkInsert(db, 'ops_duty', DUTY_COLUMNS, rows);
  return rows.length;
}
