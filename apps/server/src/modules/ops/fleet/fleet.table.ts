import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, timestampColumn } from '../../../db/columns';

/** 车辆: a bus of the fleet. Dates are YYYY-MM-DD. */
export const opsVehicle = pgTable(
  'ops_vehicle',
  {
    id: idColumn(),
    tenantId: integer('tenant_id').notNull(),
    /** 车牌号, e.g. 鄂A·12345 */
    plate: text('plate').notNull(),
    /** 自编号, the number painted on the bus */
    selfNo: text('self_no').notNull(),
    model: text('model'),
    /** diesel | cng | electric | hybrid */
    energyType: text('energy_type').notNull(),
    seats: integer('seats').notNull(),
    capacity: integer('capacity').notNull(),
    /** owning branch (sys_depart.id) */
    departId: text('depart_id'),
    /** the line it normally runs (ops_route.id) */
    routeId: text('route_id'),
    /** operating | standby | maintenance | scrapped */
    status: text('status').notNull().default('operating'),
    purchaseDate: text('purchase_date'),
    /** 年检有效期至 and 保险到期, warned 30 days ahead */
    inspectionExpiry: text('inspection_expiry'),
    insuranceExpiry: text('insurance_expiry'),
    remark: text('remark'),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('ops_vehicle_plate_idx').on(t.tenantId, t.plate), uniqueIndex('ops_vehicle_self_no_idx').on(t.tenantId, t.selfNo)],
);

/** 驾驶员: a staff user (sys_user) with a licence and a home line. */
export const opsDriver = pgTable(
  'ops_driver',
  {
    id: idColumn(),
    tenantId: integer('tenant_id').notNull(),
    userId: text('user_id').notNull(),
    /** 准驾车型: A1 | A3 | B1 ... */
    licenceClass: text('licence_class').notNull(),
    licenceNo: text('licence_no').notNull(),
    licenceExpiry: text('licence_expiry').notNull(),
    /** 从业资格证号 and its expiry */
    qualificationNo: text('qualification_no'),
    qualificationExpiry: text('qualification_expiry'),
    homeRouteId: text('home_route_id'),
    /** active | leave | suspended | resigned */
    status: text('status').notNull().default('active'),
    hireDate: text('hire_date'),
    remark: text('remark'),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('ops_driver_user_idx').on(t.tenantId, t.userId), index('ops_driver_route_idx').on(t.tenantId, t.homeRouteId)],
);

/**
 * 排班: who drives one crew piece (班段, ops_trip.duty_code) of a vehicle block on a service date, and
 * with which bus (every piece of a block normally has its block's bus).
 */
export const opsDuty = pgTable(
  'ops_duty',
  {
    id: idColumn(),
    tenantId: integer('tenant_id').notNull(),
    /** YYYY-MM-DD */
    serviceDate: text('service_date').notNull(),
    /** the vehicle block the piece is part of */
    blockCode: text('block_code').notNull(),
    /** the crew piece */
    dutyCode: text('duty_code').notNull(),
    routeId: text('route_id'),
    driverId: text('driver_id'),
    vehicleId: text('vehicle_id'),
    /** the piece's first departure and last arrival that day, seconds after midnight */
    startTime: integer('start_time'),
    endTime: integer('end_time'),
    remark: text('remark'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('ops_duty_code_idx').on(t.tenantId, t.serviceDate, t.dutyCode),
    index('ops_duty_driver_idx').on(t.driverId, t.serviceDate),
    index('ops_duty_vehicle_idx').on(t.vehicleId, t.serviceDate),
  ],
);

/** 排班规则: the duty rules a plan is checked against, set per tenant. */
export const opsDutyRule = pgTable(
  'ops_duty_rule',
  {
    id: idColumn(),
    tenantId: integer('tenant_id').notNull(),
    /** continuous_day | continuous_night | min_break | daily_driving | weekly_driving | licence_valid | inspection_valid */
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** the limit in minutes (null for the yes/no rules) */
    limitMinutes: integer('limit_minutes'),
    /** error blocks saving a plan; warning is shown and may be accepted */
    severity: text('severity').notNull().default('warning'),
    enabled: boolean('enabled').notNull().default(true),
    updateTime: timestampColumn('update_time'),
    updateBy: text('update_by'),
  },
  (t) => [uniqueIndex('ops_duty_rule_code_idx').on(t.tenantId, t.code)],
);
