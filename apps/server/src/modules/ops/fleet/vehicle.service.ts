/**
 * 车辆管理 on the resource kit: the list's joined names and its 即将到期 filter, a save's checks
 * (the plate, unique plate and self number, the tenant's branch and line, 座位数 within 核载人数)
 * and the refusal to delete a vehicle with duties from today on. The kit does the rest: tenant,
 * data rules, versions, data log, the routes.
 */
import { and, eq, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  EXPIRY_WARNING_DAYS,
  normalisePlate,
  PERMS,
  PLATE_MESSAGE,
  SEATS_OVER_CAPACITY,
  seatsWithinCapacity,
  vehicleResource,
  type VehicleRecord,
  type VehicleSave,
} from '@bus/contracts';
import type { Database } from '../../../db/client';
import { fieldError } from '../../../lib/app-error';
import { defineList, fieldsOf, type ListQueryParts } from '../../../lib/list-query';
import { recordOf, resourceKit } from '../../../lib/resource-kit';
import { dataLog, departments } from '../../sys';
import { opsRoute } from '../network/network.table';
import { opsDuty, opsVehicle } from './fleet.table';
import { addDays, serviceDateOf } from './service-day';
import { refuseScheduled } from './scheduled';
import { qualified } from '../../../lib/sql-ref';

export const vehicleList = defineList({
  name: 'ops_vehicle',
  dataRulePermission: PERMS.ops.vehicle.list,
  table: opsVehicle,
  fields: fieldsOf(vehicleResource.fields, {
    plate: opsVehicle.plate,
    selfNo: opsVehicle.selfNo,
    model: opsVehicle.model,
    energyType: opsVehicle.energyType,
    status: opsVehicle.status,
    departId: opsVehicle.departId,
    routeId: opsVehicle.routeId,
    seats: opsVehicle.seats,
    capacity: null,
    purchaseDate: null,
    remark: null,
    inspectionExpiry: opsVehicle.inspectionExpiry,
    insuranceExpiry: opsVehicle.insuranceExpiry,
    createTime: opsVehicle.createTime,
  }),
  defaultSort: vehicleResource.defaultSort,
  tieBreaker: opsVehicle.id,
  tenantColumn: opsVehicle.tenantId,
});

/** 年检 or 保险 ending within the warning days (or already ended), as of `today` */
export function expiringCondition(today: string): SQL {
  const horizon = addDays(today, EXPIRY_WARNING_DAYS);
  return or(
    and(isNotNull(opsVehicle.inspectionExpiry), lte(opsVehicle.inspectionExpiry, horizon)),
    and(isNotNull(opsVehicle.insuranceExpiry), lte(opsVehicle.insuranceExpiry, horizon)),
  )!;
}

/** the list page's rows: the vehicle with its branch name and line number */
export const selectVehicles = (db: Database) => (parts: ListQueryParts) =>
  db
    .select({
      ...vehicleColumns,
      departName: departments.nameOf(opsVehicle.departId),
      routeNumber: sql<string | null>`(select r.number from ops_route r where r.id = ${qualified(opsVehicle.routeId)})`,
    })
    .from(opsVehicle)
    .where(parts.where)
    .orderBy(...parts.orderBy)
    .limit(parts.limit)
    .offset(parts.offset);

const { tenantId: _tenantId, ...vehicleColumns } = {
  id: opsVehicle.id,
  tenantId: opsVehicle.tenantId,
  plate: opsVehicle.plate,
  selfNo: opsVehicle.selfNo,
  model: opsVehicle.model,
  energyType: opsVehicle.energyType,
  seats: opsVehicle.seats,
  capacity: opsVehicle.capacity,
  departId: opsVehicle.departId,
  routeId: opsVehicle.routeId,
  status: opsVehicle.status,
  purchaseDate: opsVehicle.purchaseDate,
  inspectionExpiry: opsVehicle.inspectionExpiry,
  insuranceExpiry: opsVehicle.insuranceExpiry,
  remark: opsVehicle.remark,
  createBy: opsVehicle.createBy,
  createTime: opsVehicle.createTime,
  updateBy: opsVehicle.updateBy,
  updateTime: opsVehicle.updateTime,
  version: opsVehicle.version,
};

export async function countExpiring(db: Database, tenantId: number, now: Date) {
  const today = serviceDateOf(now);
  const horizon = addDays(today, EXPIRY_WARNING_DAYS);
  const [row] = await db
    .select({
      inspection: sql<number>`count(*) filter (where ${opsVehicle.inspectionExpiry} <= ${horizon})`.mapWith(Number),
      insurance: sql<number>`count(*) filter (where ${opsVehicle.insuranceExpiry} <= ${horizon})`.mapWith(Number),
      vehicles: sql<number>`count(*)`.mapWith(Number),
    })
    .from(opsVehicle)
    .where(and(eq(opsVehicle.tenantId, tenantId), ne(opsVehicle.status, 'scrapped'), expiringCondition(today)));
  return { inspection: row?.inspection ?? 0, insurance: row?.insurance ?? 0, vehicles: row?.vehicles ?? 0, days: EXPIRY_WARNING_DAYS };
}

async function checkVehicle(db: Database, tenantId: number, input: VehicleSave, exceptId?: string) {
  const plate = normalisePlate(input.plate);
  if (!plate) throw fieldError('plate', PLATE_MESSAGE);
  if (!seatsWithinCapacity(input)) throw fieldError('seats', SEATS_OVER_CAPACITY);
  const clash = await db
    .select({ plate: opsVehicle.plate, selfNo: opsVehicle.selfNo })
    .from(opsVehicle)
    .where(
      and(
        eq(opsVehicle.tenantId, tenantId),
        or(eq(opsVehicle.plate, plate), eq(opsVehicle.selfNo, input.selfNo.trim())),
        exceptId ? ne(opsVehicle.id, exceptId) : undefined,
      ),
    );
  if (clash.some((row) => row.plate === plate)) throw fieldError('plate', `车牌号 ${plate} 已登记`);
  if (clash.length) throw fieldError('selfNo', `自编号 ${input.selfNo.trim()} 已被其他车辆使用`);
  if (input.departId) {
    if ((await departments.tenantOf(db, input.departId)) !== tenantId) throw fieldError('departId', '所属分公司不存在');
  }
  if (input.routeId) {
    const [route] = await db
      .select({ id: opsRoute.id })
      .from(opsRoute)
      .where(and(eq(opsRoute.id, input.routeId), eq(opsRoute.tenantId, tenantId)));
    if (!route) throw fieldError('routeId', '线路不存在');
  }
  return {
    plate,
    selfNo: input.selfNo.trim(),
    model: input.model || null,
    energyType: input.energyType,
    seats: input.seats,
    capacity: input.capacity,
    departId: input.departId || null,
    routeId: input.routeId || null,
    status: input.status,
    purchaseDate: input.purchaseDate || null,
    inspectionExpiry: input.inspectionExpiry || null,
    insuranceExpiry: input.insuranceExpiry || null,
    remark: input.remark || null,
  };
}

/** A vehicle with duties from today on is not deleted (nothing is): the refusal names the duties. */
export const vehicleKit = resourceKit(
  {
    resource: vehicleResource,
    table: opsVehicle,
    list: vehicleList,
    select: selectVehicles,
    // the list's own filter: 年检 or 保险 ending within 30 days, as of the request
    baseWhere: (ctx, query) => [query?.expiring === '1' ? expiringCondition(serviceDateOf(ctx.now)) : undefined],
    toRecord: (row) => recordOf(row) as VehicleRecord,
    hooks: {
      values: ({ db, session }, input: VehicleSave, current) => checkVehicle(db, session.tenantId, input, current?.id),
      beforeDelete: (ctx, vehicles) =>
        refuseScheduled(ctx, {
          column: opsDuty.vehicleId,
          ids: vehicles.map((v) => v.id),
          noun: '车辆',
          nameOf: (id) => vehicles.find((v) => v.id === id)?.plate,
        }),
    },
  },
  dataLog,
);
