/**
 * 驾驶员管理's records on the resource kit: the list's user names, the save's driver rules (a staff
 * user whose post is 驾驶员, one record per user, the record holding against today, a line of the
 * tenant) and the refusal to delete a driver with duties from today on. The kit does the rest.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { DRIVER_POST, driverRecordProblems, driverResource, PERMS, type DriverRecord, type DriverSave } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { fieldError, fieldErrors } from '../../../lib/app-error';
import { defineList, fieldsOf, type ListQueryParts } from '../../../lib/list-query';
import { recordOf, resourceKit } from '../../../lib/resource-kit';
import { dataLog, userDirectory, type UserField } from '../../sys';
import { opsRoute } from '../network/network.table';
import { opsDriver, opsDuty } from './fleet.table';
import { refuseScheduled } from './scheduled';
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
  fields: fieldsOf(driverResource.fields, {
    userId: null,
    realname: { column: userColumn('realname'), filter: userLike('realname') },
    workNo: { column: userColumn('workNo'), filter: userLike('workNo') },
    phone: { column: userColumn('phone'), filter: userLike('phone') },
    licenceClass: opsDriver.licenceClass,
    licenceNo: null,
    licenceExpiry: opsDriver.licenceExpiry,
    homeRouteId: opsDriver.homeRouteId,
    qualificationNo: null,
    qualificationExpiry: null,
    hireDate: null,
    remark: null,
    status: opsDriver.status,
    createTime: opsDriver.createTime,
  }),
  defaultSort: driverResource.defaultSort,
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

/** A driver with duties from today on is not deleted (nothing is): the refusal names the duties. */
export const driverKit = resourceKit(
  {
    resource: driverResource,
    table: opsDriver,
    list: driverList,
    select: selectDrivers,
    toRecord: (row) => recordOf(row) as DriverRecord,
    hooks: {
      values: ({ db, session, now }, input: DriverSave, current) => checkDriver(db, session.tenantId, input, serviceDateOf(now), current?.id),
      beforeDelete: (ctx, drivers) =>
        refuseScheduled(ctx, {
          column: opsDuty.driverId,
          ids: drivers.map((d) => d.id),
          noun: '驾驶员',
          nameOf: async (id) =>
            (
              await ctx.db
                .select({ name: userColumn('realname') })
                .from(opsDriver)
                .where(eq(opsDriver.id, id))
            )[0]?.name ?? undefined,
        }),
    },
  },
  dataLog,
);
