/**
 * 排班: the crew pieces (班段) running on a day with their driver and bus, assigning them through the
 * duty-rule checker, the day's findings and the rules themselves (自动排班 and 复制上周:
 * duty-auto.ts). A request reads the calendars and each day's timetable once (ServiceDays).
 */
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { DutyAssign, DutyFinding, DutyPiece, DutyRule, DutyRulesSave } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import type { RequestContext } from '../../../lib/request-context';
import { userDirectory } from '../../sys';
import { checkDuties, DEFAULT_DUTY_RULES, type CheckedDuty } from './duty-check';
import { opsDriver, opsDuty, opsDutyRule, opsVehicle } from './fleet.table';
import { addDays, ServiceDays, spellsOf, type ServiceDay } from './service-day';

/** the name of a duty's driver: null when the driver's user is gone (such a driver is not checked) */
const driverName = userDirectory.userField(opsDriver.userId, 'realname');

type Duty = typeof opsDuty.$inferSelect;
export type DutyKey = Pick<Duty, 'serviceDate' | 'dutyCode' | 'driverId' | 'vehicleId'>;

/** The tenant's rules: what it stored over the defaults (a tenant that never saved has the defaults). */
export async function loadRules(db: Database, tenantId: number): Promise<DutyRule[]> {
  const stored = new Map((await db.select().from(opsDutyRule).where(eq(opsDutyRule.tenantId, tenantId))).map((r) => [r.code, r]));
  return DEFAULT_DUTY_RULES.map((rule) => {
    const row = stored.get(rule.code);
    return row
      ? {
          ...rule,
          limitMinutes: rule.limitMinutes === null ? null : row.limitMinutes,
          severity: row.severity === 'error' ? 'error' : 'warning',
          enabled: row.enabled,
        }
      : rule;
  });
}

export async function saveRules({ db, session, now }: RequestContext, input: DutyRulesSave) {
  const defaults = new Map(DEFAULT_DUTY_RULES.map((r) => [r.code, r]));
  await db.transaction(async (tx) => {
    for (const [index, rule] of input.rules.entries()) {
      const base = defaults.get(rule.code)!;
      if (base.limitMinutes !== null && rule.limitMinutes === null) throw fieldError(`rules.${index}.limitMinutes`, `请填写「${base.name}」的限值`);
      const values = {
        limitMinutes: base.limitMinutes === null ? null : rule.limitMinutes,
        severity: rule.severity,
        enabled: rule.enabled,
        updateBy: session.username,
        updateTime: now,
      };
      await tx
        .insert(opsDutyRule)
        .values({ tenantId: session.tenantId, code: rule.code, name: base.name, ...values })
        .onConflictDoUpdate({ target: [opsDutyRule.tenantId, opsDutyRule.code], set: values });
    }
  });
  return loadRules(db, session.tenantId);
}

/** the tenant's drivers (with their names) and buses as the checker reads them: two statements, whatever the day holds */
async function people(db: Database, tenantId: number) {
  const [drivers, vehicles] = await Promise.all([
    db
      .select({ id: opsDriver.id, name: driverName, licenceExpiry: opsDriver.licenceExpiry, qualificationExpiry: opsDriver.qualificationExpiry })
      .from(opsDriver)
      .where(eq(opsDriver.tenantId, tenantId)),
    db
      .select({ id: opsVehicle.id, plate: opsVehicle.plate, inspectionExpiry: opsVehicle.inspectionExpiry, insuranceExpiry: opsVehicle.insuranceExpiry })
      .from(opsVehicle)
      .where(eq(opsVehicle.tenantId, tenantId)),
  ]);
  // a driver whose user is gone is not checked (as the join with the users left him out)
  return { drivers: drivers.flatMap(({ name, ...driver }) => (name === null ? [] : [{ ...driver, name }])), vehicles };
}

/** the stored duties of a span of dates */
export async function dutiesBetween(db: Database, tenantId: number, from: string, to: string) {
  return db
    .select({ serviceDate: opsDuty.serviceDate, dutyCode: opsDuty.dutyCode, driverId: opsDuty.driverId, vehicleId: opsDuty.vehicleId })
    .from(opsDuty)
    .where(and(eq(opsDuty.tenantId, tenantId), gte(opsDuty.serviceDate, from), lte(opsDuty.serviceDate, to)));
}

/** what the given drivers drove day by day between two dates: their pieces per date */
async function piecesDrivenBetween(db: Database, tenantId: number, from: string, to: string, driverIds: string[]) {
  if (driverIds.length === 0 || to < from) return [];
  return db
    .select({ serviceDate: opsDuty.serviceDate, driverId: opsDuty.driverId, dutyCodes: sql<string[]>`json_agg(${opsDuty.dutyCode})` })
    .from(opsDuty)
    .where(
      and(
        eq(opsDuty.tenantId, tenantId),
        gte(opsDuty.serviceDate, from),
        lte(opsDuty.serviceDate, to),
        sql`${opsDuty.driverId} = any(${sql.param(driverIds)}::text[])`,
      ),
    )
    .groupBy(opsDuty.serviceDate, opsDuty.driverId);
}

/**
 * Runs the checker over the duties of `dates` with `replace` standing in for the stored duty of the
 * same date and piece. A rule broken on a date involves the duties of the day before and after it,
 * laid on the timelines; the 7-day rule also the six days before, of which only what each driver out
 * on a checked date drove counts (read as a sum: a weekday's check read 14,000 duties before).
 */
export async function checkDates(db: Database, tenantId: number, dates: string[], replace: DutyKey[] = [], days = new ServiceDays(db, tenantId)) {
  if (dates.length === 0) return [];
  const sorted = [...dates].sort();
  const [stored, { drivers, vehicles }, rules] = await Promise.all([
    dutiesBetween(db, tenantId, addDays(sorted[0], -1), addDays(sorted.at(-1)!, 1)),
    people(db, tenantId),
    loadRules(db, tenantId),
  ]);
  const key = (d: { serviceDate: string; dutyCode: string }) => `${d.serviceDate}|${d.dutyCode}`;
  const duties = new Map(stored.map((d) => [key(d), d]));
  for (const d of replace) duties.set(key(d), d);
  // only the drivers and buses out on a checked date can break a rule on it: the others' duties are left out
  const checkedDates = new Set(dates);
  const onDuty = new Set([...duties.values()].filter((d) => checkedDates.has(d.serviceDate)).flatMap((d) => [d.driverId, d.vehicleId]));
  onDuty.delete(null);
  const relevant = [...duties.values()].filter((d) => (d.driverId && onDuty.has(d.driverId)) || (d.vehicleId && onDuty.has(d.vehicleId)));
  const driversOut = [...new Set(relevant.filter((d) => checkedDates.has(d.serviceDate) && d.driverId).map((d) => d.driverId!))];
  const before = await piecesDrivenBetween(db, tenantId, addDays(sorted[0], -6), addDays(sorted[0], -2), driversOut);
  const serviceDays = new Map<string, ServiceDay>();
  for (const date of new Set([...relevant, ...before].map((d) => d.serviceDate))) serviceDays.set(date, await days.day(date));
  const checked: CheckedDuty[] = relevant.map((d) => {
    const piece = serviceDays.get(d.serviceDate)!.pieceByCode.get(d.dutyCode);
    return {
      serviceDate: d.serviceDate,
      blockCode: piece?.blockCode ?? d.dutyCode,
      dutyCode: d.dutyCode,
      driverId: d.driverId,
      vehicleId: d.vehicleId,
      spells: spellsOf(piece),
    };
  });
  for (const day of before) {
    const pieces = serviceDays.get(day.serviceDate)!.pieceByCode;
    const drivingSecs = day.dutyCodes.reduce((sum, code) => sum + spellsOf(pieces.get(code)).reduce((secs, s) => secs + s.end - s.start, 0), 0);
    checked.push({ serviceDate: day.serviceDate, blockCode: '', driverId: day.driverId, vehicleId: null, spells: [], drivingSecs });
  }
  return checkDuties({ duties: checked, drivers, vehicles, rules, dates });
}

/** The findings of a day, optionally of one line's pieces. */
export async function findingsOfDay(db: Database, tenantId: number, date: string, routeId?: string): Promise<DutyFinding[]> {
  const days = new ServiceDays(db, tenantId);
  const findings = await checkDates(db, tenantId, [date], [], days);
  if (!routeId) return findings;
  const codes = new Set((await days.day(date)).pieces.filter((p) => p.routeId === routeId).map((p) => p.dutyCode));
  return findings.filter((f) => f.dutyCode && codes.has(f.dutyCode));
}

/** The day's crew pieces (optionally of one line) with their duty. */
export async function dayDuties(db: Database, tenantId: number, date: string, routeId?: string, days = new ServiceDays(db, tenantId)): Promise<DutyPiece[]> {
  const pieces = (await days.day(date)).pieces.filter((p) => !routeId || p.routeId === routeId);
  if (pieces.length === 0) return [];
  const duties = await db
    .select({
      id: opsDuty.id,
      version: opsDuty.version,
      dutyCode: opsDuty.dutyCode,
      driverId: opsDuty.driverId,
      vehicleId: opsDuty.vehicleId,
      driverName,
      plate: opsVehicle.plate,
    })
    .from(opsDuty)
    .leftJoin(opsDriver, eq(opsDriver.id, opsDuty.driverId))
    .leftJoin(opsVehicle, eq(opsVehicle.id, opsDuty.vehicleId))
    .where(and(eq(opsDuty.tenantId, tenantId), eq(opsDuty.serviceDate, date)));
  const byPiece = new Map(duties.map((d) => [d.dutyCode, d]));
  return pieces.map((piece) => {
    const duty = byPiece.get(piece.dutyCode);
    return {
      dutyCode: piece.dutyCode,
      blockCode: piece.blockCode,
      routeId: piece.routeId,
      routeNumber: piece.routeNumber,
      firstDeparture: piece.firstDeparture,
      lastArrival: piece.lastArrival,
      trips: piece.trips.length,
      drivingMinutes: piece.drivingMinutes,
      dutyId: duty?.id ?? null,
      dutyVersion: duty?.version ?? null,
      driverId: duty?.driverId ?? null,
      driverName: duty?.driverName ?? null,
      vehicleId: duty?.vehicleId ?? null,
      plate: duty?.plate ?? null,
    };
  });
}

async function pieceOfDay(days: ServiceDays, date: string, dutyCode: string) {
  const piece = (await days.day(date)).pieceByCode.get(dutyCode);
  if (!piece) throw fieldError('dutyCode', `班段 ${dutyCode} 在 ${date} 不运营`);
  return piece;
}

async function checkPeople(db: Database, tenantId: number, input: DutyAssign) {
  if (input.driverId) {
    const [driver] = await db
      .select({ status: opsDriver.status })
      .from(opsDriver)
      .where(and(eq(opsDriver.id, input.driverId), eq(opsDriver.tenantId, tenantId)));
    if (!driver) throw fieldError('driverId', '驾驶员不存在');
    if (driver.status !== 'active') throw fieldError('driverId', '该驾驶员不在岗（休假、停岗或离职），不能排班');
  }
  if (input.vehicleId) {
    const [vehicle] = await db
      .select({ status: opsVehicle.status })
      .from(opsVehicle)
      .where(and(eq(opsVehicle.id, input.vehicleId), eq(opsVehicle.tenantId, tenantId)));
    if (!vehicle) throw fieldError('vehicleId', '车辆不存在');
    if (vehicle.status !== 'operating') throw fieldError('vehicleId', '该车辆不在运营状态，不能排班');
  }
}

/** What assigning would break: the findings of that date touching the piece, its driver or its vehicle. */
export async function checkAssignment(
  { db, session }: RequestContext,
  input: DutyAssign,
  days = new ServiceDays(db, session.tenantId),
): Promise<DutyFinding[]> {
  await pieceOfDay(days, input.serviceDate, input.dutyCode);
  await checkPeople(db, session.tenantId, input);
  const candidate = { serviceDate: input.serviceDate, dutyCode: input.dutyCode, driverId: input.driverId || null, vehicleId: input.vehicleId || null };
  const findings = await checkDates(db, session.tenantId, [input.serviceDate], [candidate], days);
  return findings.filter(
    (f) =>
      f.dutyCode === input.dutyCode ||
      (candidate.driverId && f.driverId === candidate.driverId) ||
      (candidate.vehicleId && f.vehicleId === candidate.vehicleId),
  );
}

/**
 * Gives a piece its driver and vehicle on a date (both empty: takes the duty away). Errors of the
 * checker refuse it; warnings are saved only once the user has confirmed them.
 */
export async function assignDuty(ctx: RequestContext, input: DutyAssign) {
  const { db, session, now } = ctx;
  const days = new ServiceDays(db, session.tenantId);
  const piece = await pieceOfDay(days, input.serviceDate, input.dutyCode);
  const findings = input.driverId || input.vehicleId ? await checkAssignment(ctx, input, days) : [];
  const errors = findings.filter((f) => f.severity === 'error');
  if (errors.length)
    throw new AppError(422, `不符合排班规则：${errors.map((f) => f.message).join('；')}`, {
      errors: [{ field: input.driverId ? 'driverId' : 'vehicleId', message: errors[0].message }],
      findings,
    });
  if (findings.length && !input.confirmWarnings)
    throw new AppError(422, `存在 ${findings.length} 条排班警告，请确认后保存`, {
      errors: [{ field: 'confirmWarnings', message: '请确认排班警告' }],
      findings,
    });
  return db.transaction(async (tx) => {
    const where = and(eq(opsDuty.tenantId, session.tenantId), eq(opsDuty.serviceDate, input.serviceDate), eq(opsDuty.dutyCode, input.dutyCode));
    if (!input.driverId && !input.vehicleId) {
      await tx.delete(opsDuty).where(where);
      return { findings: [] as DutyFinding[] };
    }
    const values = {
      blockCode: piece.blockCode,
      routeId: piece.routeId,
      driverId: input.driverId || null,
      vehicleId: input.vehicleId || null,
      startTime: piece.firstDeparture,
      endTime: piece.lastArrival,
    };
    const [existing] = await tx.select({ id: opsDuty.id }).from(opsDuty).where(where);
    if (existing)
      await tx
        .update(opsDuty)
        .set({ ...values, updateBy: session.username, updateTime: now })
        .where(eq(opsDuty.id, existing.id));
    else
      await tx.insert(opsDuty).values({
        ...values,
        tenantId: session.tenantId,
        serviceDate: input.serviceDate,
        dutyCode: input.dutyCode,
        createBy: session.username,
        createTime: now,
      });
    return { findings };
  });
}
