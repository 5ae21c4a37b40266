/**
 * A week of 运营记录 for 江城公交集团: every trip of the past seven days with its duty's bus and
 * driver, most on time, some 3-15 minutes late, about 1% cancelled with a reason and a few run by
 * a replacement bus. Reads the timetable and fleet seeds; writes nothing without trips.
 * Deterministic and idempotent (a record's id is its date and trip).
 */
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../client';
import * as t from '../schema';
import { addDays, serviceDateOf, tripsOfDay, type DayTrip } from '../../modules/ops/fleet/service-day';
import { chunkedInsert, prng } from './ops-fleet';
import { seedId } from './seed-id';

/** bump when what this generator writes changes (seedFingerprint) */
export const OPS_DISPATCH_SEED_VERSION = 1;

const TENANT = 1;
const SYSTEM = 'system';
const CANCEL_REASONS = ['车辆故障', '道路施工封闭', '驾驶员突发疾病', '恶劣天气停运', '交通事故绕行不及'];
const REPLACE_REASONS = ['空调故障换车', '车门故障换车', '充电不足换车'];

export async function seedOpsDispatch(db: Database, now: Date = new Date()) {
  const today = serviceDateOf(now);
  const from = addDays(today, -7);
  const to = addDays(today, -1);
  const duties = await db
    .select({ serviceDate: t.opsDuty.serviceDate, blockCode: t.opsDuty.blockCode, driverId: t.opsDuty.driverId, vehicleId: t.opsDuty.vehicleId })
    .from(t.opsDuty)
    .where(and(eq(t.opsDuty.tenantId, TENANT), gte(t.opsDuty.serviceDate, from), lte(t.opsDuty.serviceDate, to)));
  const dutyOf = new Map(duties.map((d) => [`${d.serviceDate}|${d.blockCode}`, d]));
  const spares = (
    await db
      .select({ id: t.opsVehicle.id, routeId: t.opsVehicle.routeId })
      .from(t.opsVehicle)
      .where(and(eq(t.opsVehicle.tenantId, TENANT), eq(t.opsVehicle.status, 'standby')))
      .orderBy(t.opsVehicle.selfNo)
  ).map((v) => v.id);
  const random = prng(20261128);
  const rows: Array<typeof t.opsTripRecord.$inferInsert> = [];
  const cache = new Map<string, DayTrip[]>();
  // a day already recorded is left as it is (a second run writes nothing and reads little)
  const recorded = new Set(
    (
      await db
        .selectDistinct({ serviceDate: t.opsTripRecord.serviceDate })
        .from(t.opsTripRecord)
        .where(and(eq(t.opsTripRecord.tenantId, TENANT), gte(t.opsTripRecord.serviceDate, from), lte(t.opsTripRecord.serviceDate, to)))
    ).map((r) => r.serviceDate),
  );
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (recorded.has(date)) continue;
    for (const trip of await tripsOfDay(db, TENANT, date, undefined, cache)) {
      const duty = trip.blockCode ? dutyOf.get(`${date}|${trip.blockCode}`) : undefined;
      const roll = random.next();
      const base = {
        id: seedId('ops-trip-record', `${date}:${trip.id}`),
        tenantId: TENANT,
        serviceDate: date,
        tripId: trip.id,
        routeId: trip.routeId,
        directionId: trip.directionId,
        blockCode: trip.blockCode,
        vehicleId: duty?.vehicleId ?? null,
        driverId: duty?.driverId ?? null,
        plannedDeparture: trip.startTime,
        plannedArrival: trip.endTime,
        createBy: SYSTEM,
      };
      if (roll < 0.01) {
        rows.push({ ...base, state: 'cancelled', reason: random.pick(CANCEL_REASONS) });
        continue;
      }
      // seconds late: mostly within the on-time window, one in ten 3-15 minutes late, a few early
      const delay = roll < 0.11 ? random.int(181, 900) : roll < 0.13 ? -random.int(61, 180) : random.int(-60, 170);
      const arrivalDrift = delay + random.int(-120, 240);
      const replace = roll > 0.997 && spares.length > 0 && base.vehicleId;
      rows.push({
        ...base,
        actualDeparture: Math.max(0, trip.startTime + delay),
        actualArrival: Math.max(trip.startTime + delay + 60, trip.endTime + arrivalDrift),
        state: 'completed',
        ...(replace ? { vehicleId: random.pick(spares), replacedVehicleId: base.vehicleId, reason: random.pick(REPLACE_REASONS) } : {}),
        ...(delay > 600 ? { reason: random.pick(['早高峰拥堵', '前方事故', '上客量大', '信号灯故障']) } : {}),
      });
    }
  }
  await chunkedInsert(rows, (chunk) => db.insert(t.opsTripRecord).values(chunk).onConflictDoNothing(), 2000);
  return { records: rows.length };
}
