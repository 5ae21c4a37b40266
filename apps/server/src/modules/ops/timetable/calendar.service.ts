/** 运营日历: service calendars with their exception dates, and which of them run on a date. */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { opsCalendarResource, PERMS, type OpsCalendarEdit, type OpsCalendarSave, opsCalendarSaveSchema } from '@bus/contracts';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { defineList, fieldsOf } from '../../../lib/list-query';
import { updateVersioned } from '../../../lib/versioned-update';
import type { RequestContext } from '../../../lib/request-context';
import { dataLog } from '../../sys';
import { activeCalendars, countServiceDays } from './calendar-activity';
import { opsCalendar, opsCalendarDate, opsTrip } from './timetable.table';

export const calendarList = defineList({
  name: 'ops_calendar',
  dataRulePermission: PERMS.ops.timetable.list,
  table: opsCalendar,
  fields: fieldsOf(opsCalendarResource.fields, {
    code: opsCalendar.code,
    name: opsCalendar.name,
    startDate: opsCalendar.startDate,
    endDate: opsCalendar.endDate,
    createTime: opsCalendar.createTime,
  }),
  defaultSort: opsCalendarResource.defaultSort,
  tieBreaker: opsCalendar.id,
  tenantColumn: opsCalendar.tenantId,
});

type CalendarRow = typeof opsCalendar.$inferSelect;
type CalendarInput = z.output<typeof opsCalendarSaveSchema>;
export type CalendarWithDates = CalendarRow & { dates: Array<{ date: string; exceptionType: number; remark: string | null }> };

/** the calendars' exception dates and trip counts, added to the rows */
export async function withDates(db: Database, rows: CalendarRow[]): Promise<Array<CalendarWithDates & { tripCount: number }>> {
  const ids = rows.map((r) => r.id);
  const dates = ids.length ? await db.select().from(opsCalendarDate).where(inArray(opsCalendarDate.calendarId, ids)).orderBy(asc(opsCalendarDate.date)) : [];
  const trips = ids.length
    ? await db.select({ calendarId: opsTrip.calendarId, n: count() }).from(opsTrip).where(inArray(opsTrip.calendarId, ids)).groupBy(opsTrip.calendarId)
    : [];
  return rows.map((row) => ({
    ...row,
    dates: dates.filter((d) => d.calendarId === row.id).map((d) => ({ date: d.date, exceptionType: d.exceptionType, remark: d.remark })),
    tripCount: trips.find((t) => t.calendarId === row.id)?.n ?? 0,
  }));
}

export async function getCalendars(db: Database, tenantId: number, ids?: string[]) {
  const rows = await db
    .select()
    .from(opsCalendar)
    .where(and(eq(opsCalendar.tenantId, tenantId), ids ? inArray(opsCalendar.id, ids.length ? ids : ['']) : undefined))
    .orderBy(asc(opsCalendar.code));
  return withDates(db, rows);
}

/** the tenant's calendars that run on `date` (YYYY-MM-DD): the dispatch plan of a day asks this */
export async function calendarsActiveOn(db: Database, tenantId: number, date: string) {
  return activeCalendars(date, await getCalendars(db, tenantId));
}

function checkCalendar(input: CalendarInput): string[] {
  if (input.endDate < input.startDate) throw fieldError('endDate', '结束日期不能早于开始日期');
  const seen = new Set<string>();
  input.dates.forEach((d, i) => {
    if (seen.has(d.date)) throw fieldError(`dates[${i}].date`, `例外日期 ${d.date} 重复`);
    seen.add(d.date);
  });
  const warnings: string[] = [];
  const days = countServiceDays({ id: '', ...input });
  if (days === 0) warnings.push('该日历在有效期内没有任何运营日');
  return warnings;
}

async function assertCodeFree(db: Database, tenantId: number, code: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: opsCalendar.id })
    .from(opsCalendar)
    .where(and(eq(opsCalendar.tenantId, tenantId), eq(opsCalendar.code, code)));
  if (taken && taken.id !== exceptId) throw fieldError('code', '日历编码已存在');
}

const calendarValues = (input: CalendarInput) => ({
  code: input.code,
  name: input.name,
  monday: input.monday,
  tuesday: input.tuesday,
  wednesday: input.wednesday,
  thursday: input.thursday,
  friday: input.friday,
  saturday: input.saturday,
  sunday: input.sunday,
  startDate: input.startDate,
  endDate: input.endDate,
});

async function replaceDates(db: Database, calendarId: string, dates: CalendarInput['dates']) {
  await db.delete(opsCalendarDate).where(eq(opsCalendarDate.calendarId, calendarId));
  if (dates.length)
    await db.insert(opsCalendarDate).values(dates.map((d) => ({ calendarId, date: d.date, exceptionType: d.exceptionType, remark: d.remark ?? null })));
}

export async function addCalendar({ db, session, now }: RequestContext, raw: OpsCalendarSave) {
  const input = opsCalendarSaveSchema.parse(raw);
  const warnings = checkCalendar(input);
  return db.transaction(async (tx) => {
    await assertCodeFree(tx, session.tenantId, input.code);
    const [row] = await tx
      .insert(opsCalendar)
      .values({ ...calendarValues(input), tenantId: session.tenantId, createBy: session.username, createTime: now })
      .returning();
    await replaceDates(tx, row.id, input.dates);
    const [calendar] = await withDates(tx, [row]);
    await dataLog.record(tx, { table: 'ops_calendar', record: calendar, by: session.username, at: now });
    return { calendar, warnings };
  });
}

export async function editCalendar({ db, session, now }: RequestContext, raw: OpsCalendarEdit) {
  const input = opsCalendarSaveSchema.parse(raw);
  const warnings = checkCalendar(input);
  return db.transaction(async (tx) => {
    await assertInTenant(tx, session.tenantId, raw.id);
    await assertCodeFree(tx, session.tenantId, input.code, raw.id);
    const row = await updateVersioned(
      tx,
      opsCalendar,
      raw.id,
      raw.version,
      { ...calendarValues(input), updateBy: session.username, updateTime: now },
      '运营日历不存在',
    );
    await replaceDates(tx, row.id, input.dates);
    const [calendar] = await withDates(tx, [row]);
    await dataLog.record(tx, { table: 'ops_calendar', record: calendar, by: session.username, at: now });
    return { calendar, warnings };
  });
}

export async function assertInTenant(db: Database, tenantId: number, id: string): Promise<CalendarRow> {
  const [row] = await db
    .select()
    .from(opsCalendar)
    .where(and(eq(opsCalendar.id, id), eq(opsCalendar.tenantId, tenantId)));
  if (!row) throw new AppError(404, '运营日历不存在');
  return row;
}

/** a calendar with trips is refused: its timetables would be left without a service day */
export async function deleteCalendar(db: Database, tenantId: number, id: string) {
  await db.transaction(async (tx) => {
    await assertInTenant(tx, tenantId, id);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(opsTrip)
      .where(and(eq(opsTrip.tenantId, tenantId), eq(opsTrip.calendarId, id)));
    if (n > 0) throw fieldError('id', `该日历下还有 ${n} 个班次，请先删除这些班次`);
    await tx.delete(opsCalendarDate).where(eq(opsCalendarDate.calendarId, id));
    await tx.delete(opsCalendar).where(eq(opsCalendar.id, id));
  });
}
