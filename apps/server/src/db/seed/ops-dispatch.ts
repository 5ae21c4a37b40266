/**
 * A week of 运营记录 for 江城公交集团: every trip of the past seven days with its crew piece's bus and
 * driver, most on time, some 3-15 minutes late, about 1% cancelled with a reason and a few run by
 * a replacement bus. A trip whose piece had no bus or no driver did not run: it is recorded as
 * cancelled for that reason (the seeded fleet and crew leave none). Reads the timetable and fleet
 * seeds; writes nothing without trips. Deterministic and idempotent (a record's id is its date and trip).
 */
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../client';
import * as t from '../schema';
import { addDays, serviceDateOf, ServiceDays } from '../../modules/ops/fleet/service-day';
import { bulkInsert, type BulkColumn } from '../../modules/ops/timetable/bulk-insert';
import { prng } from './ops-fleet';
import { seedId } from './seed-id';

/** bump when what this generator writes changes (seedFingerprint) */
export const OPS_DISPATCH_SEED_VERSION = 2;

const TENANT = 1;
const SYSTEM = 'system';
const CANCEL_REASONS = ['车辆故障', '道路施工封闭', '驾驶员突发疾病', '恶劣天气停运', '交通事故绕行不及'];
const REPLACE_REASONS = ['空调故障换车', '车门故障换车', '充电不足换车'];

type RecordRow = typeof t.opsTripRecord.$inferInsert;
const text = (name: string, value: (r: RecordRow) => string | null | undefined): BulkColumn<RecordRow> => ({ name, type: 'text', value });
const int = (name: string, value: (r: RecordRow) => number | null | undefined): BulkColumn<RecordRow> => ({ name, type: 'int', value });
const RECORD_COLUMNS = [
  text('id', (r) => r.id),
  int('tenant_id', (r) => r.tenantId),
  text('service_date', (r) => r.serviceDate),
  text('trip_id', (r) => r.tripId),
  text('route_id', (r) => r.routeId),
  int('direction_id', (r) => r.directionId),
  text('block_code', (r) => r.blockCode),
  text('vehicle_id', (r) => r.vehicleId),
  text('driver_id', (r) => r.driverId),
  int('planned_departure', (r) => r.plannedDeparture),
  int('planned_arrival', (r) => r.plannedArrival),
  int('actual_departure', (r) => r.actualDeparture),
  int('actual_arrival', (r) => r.actualArrival),
  text('state', (r) => r.state),
  text('replaced_vehicle_id', (r) => r.replacedVehicleId),
  text('reason', (r) => r.reason),
  text('create_by', (r) => r.createBy),
];

export async function seedOpsDispatch(db: Database, now: Date = new Date()) {
  const today = serviceDateOf(now);
  const from = addDays(today, -7);
  const to = addDays(today, -1);
  const duties = await db
    .select({ serviceDate: t.opsDuty.serviceDate, dutyCode: t.opsDuty.dutyCode, driverId: t.opsDuty.driverId, vehicleId: t.opsDuty.vehicleId })
    .from(t.opsDuty)
    .where(and(eq(t.opsDuty.tenantId, TENANT), gte(t.opsDuty.serviceDate, from), lte(t.opsDuty.serviceDate, to)));
  const dutyOf = new Map(duties.map((d) => [`${d.serviceDate}|${d.dutyCode}`, d]));
  const spares = (
    await db
      .select({ id: t.opsVehicle.id, routeId: t.opsVehicle.routeId })
      .from(t.opsVehicle)
      .where(and(eq(t.opsVehicle.tenantId, TENANT), eq(t.opsVehicle.status, 'standby')))
      .orderBy(t.opsVehicle.selfNo)
  ).map((v) => v.id);
  const random = prng(20261128);
  const rows: RecordRow[] = [];
  const days = new ServiceDays(db, TENANT);
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
    for (const trip of await days.trips(date)) {
      const duty = trip.blockCode ? dutyOf.get(`${date}|${trip.dutyCode ?? trip.blockCode}`) : undefined;
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
      if (!base.vehicleId || !base.driverId) {
        rows.push({ ...base, state: 'cancelled', reason: base.vehicleId ? '无驾驶员' : '无车辆' });
        continue;
      }
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
  await bulkInsert(db, 'ops_trip_record', RECORD_COLUMNS, rows);
  return { records: rows.length };
}
