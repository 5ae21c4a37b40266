/**
 * 生成运营计划: one ops_trip_record per trip running that day, with the bus and driver of its crew
 * piece's duty, and what to look at before (the preview: findings, pieces nobody drives, whether
 * the fleet and crew cover the day). The plan goes in as a few statements whatever the day's size:
 * new records as one insert, changed ones as one update, each column one array parameter.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { DispatchPlanPreview } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { fieldError } from '../../../lib/app-error';
import type { RequestContext } from '../../../lib/request-context';
import { dayCoverage } from '../fleet/coverage';
import { checkDates, dutiesBetween } from '../fleet/duty.service';
import { ServiceDays } from '../fleet/service-day';
import { opsTripRecord } from './dispatch.table';

/** Before planning: how many trips run, how many are planned already, pieces without a bus or a driver, the findings, the coverage. */
export async function planPreview(db: Database, tenantId: number, date: string): Promise<DispatchPlanPreview> {
  const days = new ServiceDays(db, tenantId);
  const day = await days.day(date);
  const [planned] = await db
    .select({ n: count() })
    .from(opsTripRecord)
    .where(and(eq(opsTripRecord.tenantId, tenantId), eq(opsTripRecord.serviceDate, date)));
  const staffed = new Set((await dutiesBetween(db, tenantId, date, date)).filter((d) => d.driverId && d.vehicleId).map((d) => d.dutyCode));
  return {
    trips: day.trips.length,
    planned: planned?.n ?? 0,
    unassignedDuties: day.pieces.filter((p) => !staffed.has(p.dutyCode)).length,
    findings: await checkDates(db, tenantId, [date], [], days),
    coverage: await dayCoverage(db, tenantId, date, undefined, days),
  };
}

type Record = typeof opsTripRecord.$inferSelect;
/** what a plan sets of a record, with each column's name and type */
const PLAN_COLUMNS = {
  routeId: ['route_id', 'text'],
  directionId: ['direction_id', 'int4'],
  blockCode: ['block_code', 'text'],
  vehicleId: ['vehicle_id', 'text'],
  driverId: ['driver_id', 'text'],
  plannedDeparture: ['planned_departure', 'int4'],
  plannedArrival: ['planned_arrival', 'int4'],
} as const;
type PlanField = keyof typeof PLAN_COLUMNS;
type Plan = Pick<Record, PlanField>;
const PLAN_FIELDS = Object.keys(PLAN_COLUMNS) as PlanField[];
const planNames = sql.raw(PLAN_FIELDS.map((field) => PLAN_COLUMNS[field][0]).join(', '));

/** one array parameter of a column's values */
const column = (values: unknown[], type: 'text' | 'int4') => sql`${sql.param(values)}::${sql.raw(type)}[]`;
/** the plan's columns of `rows`, one array each, for unnest */
const planArrays = (rows: Plan[]) =>
  sql.join(
    PLAN_FIELDS.map((field) =>
      column(
        rows.map((r) => r[field]),
        PLAN_COLUMNS[field][1],
      ),
    ),
    sql`, `,
  );

/**
 * 生成运营计划. Idempotent: a trip already planned keeps what was recorded (actual times,
 * cancellation, a replaced vehicle); one still untouched takes its piece's current duty.
 * Untouched records of trips that no longer run that day are removed.
 */
export async function generatePlan({ db, session, now }: RequestContext, date: string) {
  const tenantId = session.tenantId;
  const trips = await new ServiceDays(db, tenantId).trips(date);
  if (trips.length === 0) throw fieldError('serviceDate', `${date} 没有运营的班次，请先编制时刻表`);
  return db.transaction(async (tx) => {
    const duties = new Map((await dutiesBetween(tx, tenantId, date, date)).map((d) => [d.dutyCode, d]));
    const existing = new Map(
      (
        await tx
          .select()
          .from(opsTripRecord)
          .where(and(eq(opsTripRecord.tenantId, tenantId), eq(opsTripRecord.serviceDate, date)))
      ).map((r) => [r.tripId, r]),
    );
    const untouched = (r: Record) => r.state === 'planned' && r.actualDeparture === null && r.replacedVehicleId === null;
    const fresh: Array<Plan & { tripId: string }> = [];
    const changed: Array<Plan & { id: string }> = [];
    let kept = 0;
    for (const trip of trips) {
      const duty = trip.blockCode ? duties.get(trip.dutyCode ?? trip.blockCode) : undefined;
      const plan: Plan = {
        routeId: trip.routeId,
        directionId: trip.directionId,
        blockCode: trip.blockCode,
        vehicleId: duty?.vehicleId ?? null,
        driverId: duty?.driverId ?? null,
        plannedDeparture: trip.startTime,
        plannedArrival: trip.endTime,
      };
      const record = existing.get(trip.id);
      if (!record) fresh.push({ ...plan, tripId: trip.id });
      else if (!untouched(record)) kept += 1;
      else if (PLAN_FIELDS.some((field) => record[field] !== plan[field])) changed.push({ ...plan, id: record.id });
    }
    const by = sql`${session.username}::text`;
    const at = sql`${now.toISOString()}::timestamptz`;
    if (fresh.length) {
      const ids = column(
        fresh.map(() => randomUUID()),
        'text',
      );
      const tripIds = column(
        fresh.map((r) => r.tripId),
        'text',
      );
      await tx.execute(sql`insert into ops_trip_record (id, trip_id, ${planNames}, tenant_id, service_date, create_by, create_time)
        select v.*, ${tenantId}::int4, ${date}::text, ${by}, ${at}
        from unnest(${ids}, ${tripIds}, ${planArrays(fresh)}) as v
        on conflict do nothing`);
    }
    if (changed.length) {
      const ids = column(
        changed.map((r) => r.id),
        'text',
      );
      const set = sql.raw(PLAN_FIELDS.map((field) => `${PLAN_COLUMNS[field][0]} = v.${PLAN_COLUMNS[field][0]}`).join(', '));
      await tx.execute(sql`update ops_trip_record r set ${set}, update_by = ${by}, update_time = ${at}, version = r.version + 1
        from unnest(${ids}, ${planArrays(changed)}) as v(id, ${planNames})
        where r.id = v.id`);
    }
    const running = new Set(trips.map((t) => t.id));
    const gone = [...existing.values()].filter((r) => !running.has(r.tripId) && untouched(r)).map((r) => r.id);
    if (gone.length) await tx.execute(sql`delete from ops_trip_record where id = any(${column(gone, 'text')})`);
    return { created: fresh.length, updated: changed.length, kept };
  });
}
