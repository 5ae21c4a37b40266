/**
 * 排班: the blocks running on a day with their driver and vehicle, assigning them through the
 * duty-rule checker, the day's findings, automatic assignment and the rules themselves.
 */
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { DutyAssign, DutyBlock, DutyFinding, DutyRule, DutyRulesSave } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import type { RequestContext } from '../../../lib/request-context';
import { userDirectory } from '../../sys';
import { checkDuties, DEFAULT_DUTY_RULES, type CheckedDuty } from './duty-check';
import { opsDriver, opsDuty, opsDutyRule, opsVehicle } from './fleet.table';
import { addDays, blocksOf, spellsOf, tripsOfDay, type DayBlock } from './service-day';

/** the name of a duty's driver: null when the driver's user is gone (such a driver is not checked) */
const driverName = userDirectory.userField(opsDriver.userId, 'realname');

type Duty = typeof opsDuty.$inferSelect;

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

/** Blocks of the dates (by date), each with its trips. */
async function blocksOfDates(db: Database, tenantId: number, dates: string[]) {
  const byDate = new Map<string, Map<string, DayBlock>>();
  for (const date of dates) byDate.set(date, new Map(blocksOf(await tripsOfDay(db, tenantId, date)).map((b) => [b.blockCode, b])));
  return byDate;
}

/**
 * Runs the checker over the duties of `dates` (and the six days before, for the 7-day rule), with
 * `replace` standing in for the stored duty of the same date and block.
 */
export async function checkDates(
  db: Database,
  tenantId: number,
  dates: string[],
  replace: Array<Pick<Duty, 'serviceDate' | 'blockCode' | 'driverId' | 'vehicleId'>> = [],
) {
  if (dates.length === 0) return [];
  const sorted = [...dates].sort();
  const from = addDays(sorted[0], -6);
  const to = addDays(sorted.at(-1)!, 1);
  const stored = await db
    .select({ serviceDate: opsDuty.serviceDate, blockCode: opsDuty.blockCode, driverId: opsDuty.driverId, vehicleId: opsDuty.vehicleId })
    .from(opsDuty)
    .where(and(eq(opsDuty.tenantId, tenantId), gte(opsDuty.serviceDate, from), lte(opsDuty.serviceDate, to)));
  const key = (d: { serviceDate: string; blockCode: string }) => `${d.serviceDate}|${d.blockCode}`;
  const duties = new Map(stored.map((d) => [key(d), d]));
  for (const d of replace) duties.set(key(d), d);
  const relevant = [...duties.values()].filter((d) => d.driverId || d.vehicleId);
  const blocks = await blocksOfDates(db, tenantId, [...new Set(relevant.map((d) => d.serviceDate))]);
  const checked: CheckedDuty[] = relevant.map((d) => ({
    serviceDate: d.serviceDate,
    blockCode: d.blockCode,
    driverId: d.driverId,
    vehicleId: d.vehicleId,
    spells: spellsOf(blocks.get(d.serviceDate)?.get(d.blockCode)),
  }));
  const driverIds = [...new Set(checked.map((d) => d.driverId).filter((id): id is string => !!id))];
  const vehicleIds = [...new Set(checked.map((d) => d.vehicleId).filter((id): id is string => !!id))];
  const drivers = driverIds.length
    ? await db
        .select({ id: opsDriver.id, name: driverName, licenceExpiry: opsDriver.licenceExpiry, qualificationExpiry: opsDriver.qualificationExpiry })
        .from(opsDriver)
        .where(inArray(opsDriver.id, driverIds))
    : [];
  const vehicles = vehicleIds.length
    ? await db
        .select({ id: opsVehicle.id, plate: opsVehicle.plate, inspectionExpiry: opsVehicle.inspectionExpiry, insuranceExpiry: opsVehicle.insuranceExpiry })
        .from(opsVehicle)
        .where(inArray(opsVehicle.id, vehicleIds))
    : [];
  const named = drivers.flatMap(({ name, ...driver }) => (name === null ? [] : [{ ...driver, name }]));
  return checkDuties({ duties: checked, drivers: named, vehicles, rules: await loadRules(db, tenantId), dates });
}

/** The findings of a day, optionally of one line's blocks. */
export async function findingsOfDay(db: Database, tenantId: number, date: string, routeId?: string): Promise<DutyFinding[]> {
  const findings = await checkDates(db, tenantId, [date]);
  if (!routeId) return findings;
  const codes = new Set(blocksOf(await tripsOfDay(db, tenantId, date, routeId)).map((b) => b.blockCode));
  return findings.filter((f) => f.blockCode && codes.has(f.blockCode));
}

export async function dayBlocks(db: Database, tenantId: number, date: string, routeId?: string): Promise<DutyBlock[]> {
  const blocks = blocksOf(await tripsOfDay(db, tenantId, date, routeId));
  if (blocks.length === 0) return [];
  const duties = await db
    .select({
      id: opsDuty.id,
      version: opsDuty.version,
      blockCode: opsDuty.blockCode,
      driverId: opsDuty.driverId,
      vehicleId: opsDuty.vehicleId,
      driverName,
      plate: opsVehicle.plate,
    })
    .from(opsDuty)
    .leftJoin(opsDriver, eq(opsDriver.id, opsDuty.driverId))
    .leftJoin(opsVehicle, eq(opsVehicle.id, opsDuty.vehicleId))
    .where(and(eq(opsDuty.tenantId, tenantId), eq(opsDuty.serviceDate, date)));
  const byBlock = new Map(duties.map((d) => [d.blockCode, d]));
  return blocks.map((block) => {
    const duty = byBlock.get(block.blockCode);
    return {
      blockCode: block.blockCode,
      routeId: block.routeId,
      routeNumber: block.routeNumber,
      firstDeparture: block.firstDeparture,
      lastArrival: block.lastArrival,
      trips: block.trips.length,
      drivingMinutes: block.drivingMinutes,
      dutyId: duty?.id ?? null,
      dutyVersion: duty?.version ?? null,
      driverId: duty?.driverId ?? null,
      driverName: duty?.driverName ?? null,
      vehicleId: duty?.vehicleId ?? null,
      plate: duty?.plate ?? null,
    };
  });
}

async function blockOfDay(db: Database, tenantId: number, date: string, blockCode: string) {
  const block = blocksOf(await tripsOfDay(db, tenantId, date)).find((b) => b.blockCode === blockCode);
  if (!block) throw fieldError('blockCode', `车次 ${blockCode} 在 ${date} 不运营`);
  return block;
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

/** What assigning would break: the findings of that date touching the block, its driver or its vehicle. */
export async function checkAssignment({ db, session }: RequestContext, input: DutyAssign): Promise<DutyFinding[]> {
  await blockOfDay(db, session.tenantId, input.serviceDate, input.blockCode);
  await checkPeople(db, session.tenantId, input);
  const candidate = { serviceDate: input.serviceDate, blockCode: input.blockCode, driverId: input.driverId || null, vehicleId: input.vehicleId || null };
  const findings = await checkDates(db, session.tenantId, [input.serviceDate], [candidate]);
  return findings.filter(
    (f) =>
      f.blockCode === input.blockCode ||
      (candidate.driverId && f.driverId === candidate.driverId) ||
      (candidate.vehicleId && f.vehicleId === candidate.vehicleId),
  );
}

/**
 * Gives a block its driver and vehicle on a date (both empty: takes the duty away). Errors of the
 * checker refuse it; warnings are saved only once the user has confirmed them.
 */
export async function assignDuty(ctx: RequestContext, input: DutyAssign) {
  const { db, session, now } = ctx;
  const block = await blockOfDay(db, session.tenantId, input.serviceDate, input.blockCode);
  const findings = input.driverId || input.vehicleId ? await checkAssignment(ctx, input) : [];
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
    const where = and(eq(opsDuty.tenantId, session.tenantId), eq(opsDuty.serviceDate, input.serviceDate), eq(opsDuty.blockCode, input.blockCode));
    if (!input.driverId && !input.vehicleId) {
      await tx.delete(opsDuty).where(where);
      return { findings: [] as DutyFinding[] };
    }
    const values = {
      routeId: block.routeId,
      driverId: input.driverId || null,
      vehicleId: input.vehicleId || null,
      startTime: block.firstDeparture,
      endTime: block.lastArrival,
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
        blockCode: input.blockCode,
        createBy: session.username,
        createTime: now,
      });
    return { findings };
  });
}

/**
 * 自动排班: the line's blocks without a duty that day get its active drivers (home line) and
 * operating vehicles (assigned line) in turn, skipping anyone already on a block that day and
 * any pairing the checker refuses with an error.
 */
export async function autoAssign(ctx: RequestContext, input: { serviceDate: string; routeId: string }) {
  const { db, session, now } = ctx;
  const tenantId = session.tenantId;
  const blocks = (await dayBlocks(db, tenantId, input.serviceDate, input.routeId)).filter((b) => !b.dutyId);
  if (blocks.length === 0) return { assigned: 0, unassigned: 0 };
  const busy = await db
    .select({ driverId: opsDuty.driverId, vehicleId: opsDuty.vehicleId })
    .from(opsDuty)
    .where(and(eq(opsDuty.tenantId, tenantId), eq(opsDuty.serviceDate, input.serviceDate)));
  const busyDrivers = new Set(busy.map((b) => b.driverId));
  const busyVehicles = new Set(busy.map((b) => b.vehicleId));
  const drivers = (
    await db
      .select({ id: opsDriver.id })
      .from(opsDriver)
      .where(and(eq(opsDriver.tenantId, tenantId), eq(opsDriver.status, 'active'), eq(opsDriver.homeRouteId, input.routeId)))
      .orderBy(opsDriver.id)
  ).filter((d) => !busyDrivers.has(d.id));
  const vehicles = (
    await db
      .select({ id: opsVehicle.id })
      .from(opsVehicle)
      .where(and(eq(opsVehicle.tenantId, tenantId), eq(opsVehicle.status, 'operating'), eq(opsVehicle.routeId, input.routeId)))
      .orderBy(opsVehicle.selfNo)
  ).filter((v) => !busyVehicles.has(v.id));
  const planned: Array<{ serviceDate: string; blockCode: string; driverId: string; vehicleId: string; block: DutyBlock }> = [];
  for (const block of blocks) {
    const driver = drivers.shift();
    const vehicle = vehicles.shift();
    if (!driver || !vehicle) break;
    planned.push({ serviceDate: input.serviceDate, blockCode: block.blockCode, driverId: driver.id, vehicleId: vehicle.id, block });
  }
  const findings = await checkDates(db, tenantId, [input.serviceDate], planned);
  const refused = new Set(findings.filter((f) => f.severity === 'error').map((f) => f.blockCode));
  const accepted = planned.filter((p) => !refused.has(p.blockCode));
  if (accepted.length)
    await db
      .insert(opsDuty)
      .values(
        accepted.map((p) => ({
          tenantId,
          serviceDate: p.serviceDate,
          blockCode: p.blockCode,
          routeId: p.block.routeId,
          driverId: p.driverId,
          vehicleId: p.vehicleId,
          startTime: p.block.firstDeparture,
          endTime: p.block.lastArrival,
          createBy: session.username,
          createTime: now,
        })),
      )
      .onConflictDoNothing();
  return { assigned: accepted.length, unassigned: blocks.length - accepted.length };
}

/**
 * 复制上周: the blocks of the date without a duty take the driver and bus the same block had seven
 * days before, when they are still active / operating; pairings the checker refuses with an error
 * are left open.
 */
export async function copyLastWeek(ctx: RequestContext, input: { serviceDate: string; routeId?: string }) {
  const { db, session, now } = ctx;
  const tenantId = session.tenantId;
  const blocks = (await dayBlocks(db, tenantId, input.serviceDate, input.routeId)).filter((b) => !b.dutyId);
  if (blocks.length === 0) return { copied: 0, skipped: 0 };
  const before = await db
    .select({ blockCode: opsDuty.blockCode, driverId: opsDuty.driverId, vehicleId: opsDuty.vehicleId })
    .from(opsDuty)
    .where(
      and(
        eq(opsDuty.tenantId, tenantId),
        eq(opsDuty.serviceDate, addDays(input.serviceDate, -7)),
        inArray(
          opsDuty.blockCode,
          blocks.map((b) => b.blockCode),
        ),
      ),
    );
  const activeDrivers = new Set(
    (
      await db
        .select({ id: opsDriver.id })
        .from(opsDriver)
        .where(and(eq(opsDriver.tenantId, tenantId), eq(opsDriver.status, 'active')))
    ).map((d) => d.id),
  );
  const operating = new Set(
    (
      await db
        .select({ id: opsVehicle.id })
        .from(opsVehicle)
        .where(and(eq(opsVehicle.tenantId, tenantId), eq(opsVehicle.status, 'operating')))
    ).map((v) => v.id),
  );
  const byBlock = new Map(blocks.map((b) => [b.blockCode, b]));
  const planned = before
    .map((d) => ({
      serviceDate: input.serviceDate,
      blockCode: d.blockCode,
      driverId: d.driverId && activeDrivers.has(d.driverId) ? d.driverId : null,
      vehicleId: d.vehicleId && operating.has(d.vehicleId) ? d.vehicleId : null,
    }))
    .filter((d) => d.driverId || d.vehicleId);
  const findings = await checkDates(db, tenantId, [input.serviceDate], planned);
  const refused = new Set(findings.filter((f) => f.severity === 'error').map((f) => f.blockCode));
  const accepted = planned.filter((p) => !refused.has(p.blockCode));
  if (accepted.length)
    await db
      .insert(opsDuty)
      .values(
        accepted.map((p) => {
          const block = byBlock.get(p.blockCode)!;
          return {
            ...p,
            tenantId,
            routeId: block.routeId,
            startTime: block.firstDeparture,
            endTime: block.lastArrival,
            createBy: session.username,
            createTime: now,
          };
        }),
      )
      .onConflictDoNothing();
  return { copied: accepted.length, skipped: blocks.length - accepted.length };
}
