import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { DRIVER_LIST_FIELDS, DRIVER_POST, driverRecordProblems, PERMS, type DriverSave } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError, fieldError, fieldErrors } from '../../../lib/app-error';
import { defineList, fieldsOf, type ListQueryParts } from '../../../lib/list-query';
import type { RequestContext } from '../../../lib/request-context';
import { updateVersioned } from '../../../lib/versioned-update';
import { dataLog, userDirectory, type UserField } from '../../sys';
import { opsRoute } from '../network/network.table';
import { opsDriver, opsDuty } from './fleet.table';
import { serviceDateOf } from './service-day';
import { qualified } from '../../../lib/sql-ref';

const likeText = (text: string) => `%${text.replace(/[\\%_*]/g, (c) => (c === '*' ? '' : `\\${c}`))}%`;
/** a field of the driver's user, for showing and sorting */
const userColumn = (field: UserField) => userDirectory.userField(opsDriver.userId, field);
/** drivers whose user's field contains the text */
const userLike = (field: Exclude<UserField, 'username'>) => (value: string) => userDirectory.userFieldLike(opsDriver.userId, field, likeText(value));

export const driverList = defineList({
  name: 'ops_driver',
  dataRulePermission: PERMS.ops.driver.list,
  table: opsDriver,
  fields: fieldsOf(DRIVER_LIST_FIELDS, {
    realname: { column: userColumn('realname'), filter: userLike('realname') },
    workNo: { column: userColumn('workNo'), filter: userLike('workNo') },
    phone: { column: userColumn('phone'), filter: userLike('phone') },
    licenceClass: opsDriver.licenceClass,
    licenceExpiry: opsDriver.licenceExpiry,
    homeRouteId: opsDriver.homeRouteId,
    status: opsDriver.status,
    createTime: opsDriver.createTime,
  }),
  defaultSort: { field: 'createTime', order: 'desc' },
  tieBreaker: opsDriver.id,
  tenantColumn: opsDriver.tenantId,
});

export const selectDrivers = (db: Database) => (parts: ListQueryParts) =>
  db
    .select({
      id: opsDriver.id,
      userId: opsDriver.userId,
      realname: userColumn('realname'),
      workNo: userColumn('workNo'),
      phone: userColumn('phone'),
      username: userColumn('username'),
      licenceClass: opsDriver.licenceClass,
      licenceNo: opsDriver.licenceNo,
      licenceExpiry: opsDriver.licenceExpiry,
      qualificationNo: opsDriver.qualificationNo,
      qualificationExpiry: opsDriver.qualificationExpiry,
      homeRouteId: opsDriver.homeRouteId,
      homeRouteNumber: sql<string | null>`(select r.number from ops_route r where r.id = ${qualified(opsDriver.homeRouteId)})`,
      status: opsDriver.status,
      hireDate: opsDriver.hireDate,
      remark: opsDriver.remark,
      createBy: opsDriver.createBy,
      createTime: opsDriver.createTime,
      updateBy: opsDriver.updateBy,
      updateTime: opsDriver.updateTime,
      version: opsDriver.version,
    })
    .from(opsDriver)
    .where(parts.where)
    .orderBy(...parts.orderBy)
    .limit(parts.limit)
    .offset(parts.offset);

/**
 * The checked values of a save: the user is staff of the tenant whose post is 驾驶员 (on an edit,
 * only while the record stays 在岗: a driver promoted to dispatcher keeps his record as history),
 * has no other driver record, and the record holds against today (contracts' driverRecordProblems).
 */
async function checkDriver(db: Database, tenantId: number, input: DriverSave, today: string, exceptId?: string) {
  const member = await userDirectory.findUser(db, { id: input.userId, tenantId, state: 'present' });
  if (!member) throw fieldError('userId', '员工不存在');
  if (member.post !== DRIVER_POST && (!exceptId || input.status === 'active'))
    throw fieldError('userId', `${member.realname}的职务是${member.postName ?? '空'}，不是驾驶员：请先在用户管理中将其职务改为驾驶员`);
  const problems = driverRecordProblems(input, today);
  if (problems.length) throw fieldErrors(problems);
  const [taken] = await db
    .select({ id: opsDriver.id })
    .from(opsDriver)
    .where(and(eq(opsDriver.tenantId, tenantId), eq(opsDriver.userId, input.userId), exceptId ? ne(opsDriver.id, exceptId) : undefined));
  if (taken) throw fieldError('userId', '该员工已有驾驶员档案');
  if (input.homeRouteId) {
    const [route] = await db
      .select({ id: opsRoute.id })
      .from(opsRoute)
      .where(and(eq(opsRoute.id, input.homeRouteId), eq(opsRoute.tenantId, tenantId)));
    if (!route) throw fieldError('homeRouteId', '所属线路不存在');
  }
  return {
    userId: input.userId,
    licenceClass: input.licenceClass,
    licenceNo: input.licenceNo.trim(),
    licenceExpiry: input.licenceExpiry,
    qualificationNo: input.qualificationNo || null,
    qualificationExpiry: input.qualificationExpiry || null,
    homeRouteId: input.homeRouteId || null,
    status: input.status,
    hireDate: input.hireDate || null,
    remark: input.remark || null,
  };
}

export async function addDriver({ db, session, now }: RequestContext, input: DriverSave) {
  return db.transaction(async (tx) => {
    const values = await checkDriver(tx, session.tenantId, input, serviceDateOf(now));
    const [row] = await tx
      .insert(opsDriver)
      .values({ ...values, tenantId: session.tenantId, createBy: session.username, createTime: now })
      .returning();
    await dataLog.record(tx, { table: 'ops_driver', record: row, by: session.username, at: now });
    return row;
  });
}

export async function editDriver({ db, session, now }: RequestContext, input: DriverSave & { id: string; version: number }) {
  return db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: opsDriver.id })
      .from(opsDriver)
      .where(and(eq(opsDriver.id, input.id), eq(opsDriver.tenantId, session.tenantId)));
    if (!own) throw new AppError(404, '驾驶员不存在');
    const values = await checkDriver(tx, session.tenantId, input, serviceDateOf(now), input.id);
    const row = await updateVersioned(tx, opsDriver, input.id, input.version, { ...values, updateBy: session.username, updateTime: now }, '驾驶员不存在');
    await dataLog.record(tx, { table: 'ops_driver', record: row, by: session.username, at: now });
    return row;
  });
}

/** Deletes driver records (the staff users stay); refused while one has duties from today on. */
export async function deleteDrivers({ db, session, now }: RequestContext, ids: string[]) {
  return db.transaction(async (tx) => {
    const drivers = await tx
      .select({ id: opsDriver.id, name: userColumn('realname') })
      .from(opsDriver)
      .where(and(inArray(opsDriver.id, ids), eq(opsDriver.tenantId, session.tenantId)));
    if (drivers.length === 0) throw new AppError(404, '驾驶员不存在');
    const duties = await tx
      .select({ driverId: opsDuty.driverId, serviceDate: opsDuty.serviceDate, blockCode: opsDuty.blockCode })
      .from(opsDuty)
      .where(
        and(
          eq(opsDuty.tenantId, session.tenantId),
          inArray(
            opsDuty.driverId,
            drivers.map((d) => d.id),
          ),
          gte(opsDuty.serviceDate, serviceDateOf(now)),
        ),
      )
      .orderBy(opsDuty.serviceDate, opsDuty.blockCode)
      .limit(5);
    if (duties.length) {
      const name = drivers.find((d) => d.id === duties[0].driverId)?.name;
      throw new AppError(422, `驾驶员 ${name} 还有排班（${duties.map((d) => `${d.serviceDate} ${d.blockCode}`).join('、')}），请先调整排班再删除`);
    }
    await tx.delete(opsDriver).where(
      inArray(
        opsDriver.id,
        drivers.map((d) => d.id),
      ),
    );
    return drivers.length;
  });
}
