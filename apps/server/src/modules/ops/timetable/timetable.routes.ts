import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dayCoverageSchema,
  dutyDayQuerySchema,
  PERMS,
  listQuerySchema,
  opsActiveCalendarsQuerySchema,
  opsBlockBuildSchema,
  opsBlockQuerySchema,
  opsBlockSchema,
  opsCalendarEditSchema,
  opsCalendarOptionSchema,
  opsCalendarOptionsQuerySchema,
  opsCalendarRecordSchema,
  opsCalendarSavedSchema,
  opsCalendarSaveSchema,
  opsGeneratePreviewSchema,
  opsGenerateSchema,
  opsHeadwaySeriesSchema,
  opsTimetableQuerySchema,
  opsTimetableSchema,
  opsTripAddSchema,
  opsTripEditSchema,
  pageResultSchema,
  recordIdQuerySchema,
  replySchema,
} from '@bus/contracts';
import { runList } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import { withTimes } from '../../../lib/date-time';
import { attachment, XLSX_MIME } from '../../../lib/xlsx/sheet-export';
import { dayCoverage } from '../fleet/coverage';
import { buildBlocksFor, listBlocksFor } from './block.service';
import { addCalendar, assertInTenant, calendarList, calendarsActiveOn, deleteCalendar, editCalendar, getCalendars, withDates } from './calendar.service';
import { calendarOptions } from './calendar-options';
import { headwayPoints } from './headway-generator';
import { addTrip, deleteTrip, editTrip, getTimetable, previewGenerated, routeInTenant, saveGenerated } from './timetable.service';
import { timetableWorkbook } from './timetable-excel';
import { opsCalendar, opsTrip } from './timetable.table';

const tags = ['ops-timetable'];
const P = PERMS.ops.timetable;
const nullReply = { 200: replySchema(z.null()) };
type CalendarRow = Awaited<ReturnType<typeof withDates>>[number];
const calendarReply = (row: CalendarRow) => withTimes(row);

/** 班次管理: 运营日历, timetables and their generator, the grid editor's trip edits, blocks. */
const timetableRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;

  /* ---------- 运营日历 ---------- */

  fastify.get(
    '/ops/calendar/list',
    {
      config: { permission: P.list },
      schema: { tags, summary: '运营日历列表', querystring: listQuerySchema, response: { 200: replySchema(pageResultSchema(opsCalendarRecordSchema)) } },
    },
    async (request) => {
      const page = await runList(calendarList, request.query, request.ctx);
      const rows = await withDates(db, page.records as Array<typeof opsCalendar.$inferSelect>);
      return ok({ ...page, records: rows.map(calendarReply) });
    },
  );

  fastify.get(
    '/ops/calendar/options',
    {
      config: { permission: P.list },
      schema: { tags, summary: '运营日历选项', querystring: opsCalendarOptionsQuerySchema, response: { 200: replySchema(z.array(opsCalendarOptionSchema)) } },
    },
    async (request) => ok(await calendarOptions(db, request.ctx.session.tenantId, request.query)),
  );

  fastify.get(
    '/ops/calendar/queryById',
    {
      config: { permission: P.list },
      schema: { tags, summary: '运营日历详情', querystring: recordIdQuerySchema, response: { 200: replySchema(opsCalendarRecordSchema) } },
    },
    async (request) => {
      await assertInTenant(db, request.ctx.session.tenantId, request.query.id);
      const [row] = await getCalendars(db, request.ctx.session.tenantId, [request.query.id]);
      return ok(calendarReply(row));
    },
  );

  fastify.get(
    '/ops/calendar/active',
    {
      config: { permission: P.list },
      schema: {
        tags,
        summary: '某日运行的运营日历',
        querystring: opsActiveCalendarsQuerySchema,
        response: { 200: replySchema(z.array(opsCalendarOptionSchema)) },
      },
    },
    async (request) => {
      const rows = await calendarsActiveOn(db, request.ctx.session.tenantId, request.query.date);
      return ok(rows.map(({ id, code, name }) => ({ id, code, name })));
    },
  );

  fastify.post(
    '/ops/calendar/add',
    {
      config: { permission: P.add },
      schema: { tags, summary: '新增运营日历', body: opsCalendarSaveSchema, response: { 200: replySchema(opsCalendarSavedSchema) } },
    },
    async (request) => {
      const { calendar, warnings } = await addCalendar(request.ctx, request.body);
      return ok({ calendar: calendarReply(calendar), warnings }, '添加成功！');
    },
  );

  fastify.put(
    '/ops/calendar/edit',
    {
      config: { permission: P.edit },
      schema: { tags, summary: '编辑运营日历', body: opsCalendarEditSchema, response: { 200: replySchema(opsCalendarSavedSchema) } },
    },
    async (request) => {
      const { calendar, warnings } = await editCalendar(request.ctx, request.body);
      return ok({ calendar: calendarReply(calendar), warnings }, '保存成功！');
    },
  );

  fastify.delete(
    '/ops/calendar/delete',
    { config: { permission: P.delete }, schema: { tags, summary: '删除运营日历', querystring: recordIdQuerySchema, response: nullReply } },
    async (request) => {
      await deleteCalendar(db, request.ctx.session.tenantId, request.query.id);
      return ok(null, '删除成功!');
    },
  );

  /* ---------- timetables ---------- */

  fastify.get(
    '/ops/timetable/trips',
    {
      config: { permission: P.list },
      schema: {
        tags,
        summary: '时刻表（线路、方向、日历的班次及站点时刻）',
        querystring: opsTimetableQuerySchema,
        response: { 200: replySchema(opsTimetableSchema) },
      },
    },
    async (request) => ok(await getTimetable(db, request.ctx.session.tenantId, request.query)),
  );

  fastify.get(
    '/ops/timetable/headways',
    {
      config: { permission: P.list },
      schema: { tags, summary: '全天发车间隔（两个方向）', querystring: opsBlockQuerySchema, response: { 200: replySchema(z.array(opsHeadwaySeriesSchema)) } },
    },
    async (request) => {
      const tenantId = request.ctx.session.tenantId;
      const route = await routeInTenant(db, tenantId, request.query.routeId);
      await assertInTenant(db, tenantId, request.query.calendarId);
      const trips = await db
        .select({ directionId: opsTrip.directionId, startTime: opsTrip.startTime, headsign: opsTrip.headsign })
        .from(opsTrip)
        .where(and(eq(opsTrip.tenantId, tenantId), eq(opsTrip.routeId, route.id), eq(opsTrip.calendarId, request.query.calendarId)));
      const series = [0, 1].map((directionId) => {
        const own = trips.filter((t) => t.directionId === directionId && t.startTime != null);
        return { directionId, headsign: own[0]?.headsign ?? null, points: headwayPoints(own.map((t) => t.startTime!)) };
      });
      return ok(series);
    },
  );

  fastify.post(
    '/ops/timetable/preview',
    {
      config: { permission: P.generate },
      schema: { tags, summary: '按时段间隔预览班次（不保存）', body: opsGenerateSchema, response: { 200: replySchema(opsGeneratePreviewSchema) } },
    },
    async (request) => {
      const { stops, trips, existingCount } = await previewGenerated(db, request.ctx.session.tenantId, request.body);
      return ok({ stops: stops.map(({ sequence, stopId, name, offsetSecs }) => ({ sequence, stopId, name, offsetSecs })), trips, existingCount });
    },
  );

  fastify.post(
    '/ops/timetable/generate',
    {
      config: { permission: P.generate },
      schema: {
        tags,
        summary: '按时段间隔生成班次（替换该线路方向与日历的全部班次）',
        body: opsGenerateSchema,
        response: { 200: replySchema(z.object({ replaced: z.number(), saved: z.number() })) },
      },
    },
    async (request) => {
      const result = await saveGenerated(request.ctx, request.body);
      return ok(result, `已生成 ${result.saved} 个班次`);
    },
  );

  const tripReply = z.object({ id: z.string(), code: z.string(), startTime: z.number().nullable(), endTime: z.number().nullable(), version: z.number() });
  const pickTrip = (row: { id: string; code: string; startTime: number | null; endTime: number | null; version: number }) => ({
    id: row.id,
    code: row.code,
    startTime: row.startTime,
    endTime: row.endTime,
    version: row.version,
  });

  fastify.post(
    '/ops/timetable/trip/add',
    { config: { permission: P.add }, schema: { tags, summary: '新增班次', body: opsTripAddSchema, response: { 200: replySchema(tripReply) } } },
    async (request) => ok(pickTrip(await addTrip(request.ctx, request.body)), '添加成功！'),
  );

  fastify.put(
    '/ops/timetable/trip/edit',
    { config: { permission: P.edit }, schema: { tags, summary: '编辑班次时刻', body: opsTripEditSchema, response: { 200: replySchema(tripReply) } } },
    async (request) => ok(pickTrip(await editTrip(request.ctx, request.body)), '保存成功！'),
  );

  fastify.delete(
    '/ops/timetable/trip/delete',
    { config: { permission: P.delete }, schema: { tags, summary: '删除班次', querystring: recordIdQuerySchema, response: nullReply } },
    async (request) => {
      await deleteTrip(db, request.ctx.session.tenantId, request.query.id);
      return ok(null, '删除成功!');
    },
  );

  fastify.get(
    '/ops/timetable/exportXls',
    { config: { permission: P.export }, schema: { tags, summary: '导出时刻表 Excel', querystring: opsTimetableQuerySchema } },
    async (request, reply) => {
      const timetable = await getTimetable(db, request.ctx.session.tenantId, request.query);
      const buffer = await timetableWorkbook(timetable);
      const name = `${timetable.route.number}-${timetable.directionId === 0 ? '上行' : '下行'}-${timetable.calendar.name}时刻表.xlsx`;
      return reply.header('content-type', XLSX_MIME).header('content-disposition', attachment(name)).send(buffer);
    },
  );

  /* ---------- 车次链 ---------- */

  fastify.get(
    '/ops/timetable/coverage',
    {
      config: { permission: P.list },
      schema: {
        tags,
        summary: '某日车辆和驾驶员是否够用（按车次链和班段）',
        querystring: dutyDayQuerySchema,
        response: { 200: replySchema(dayCoverageSchema) },
      },
    },
    async (request) => ok(await dayCoverage(db, request.ctx.session.tenantId, request.query.date, request.query.routeId)),
  );

  fastify.get(
    '/ops/timetable/blocks',
    {
      config: { permission: P.list },
      schema: { tags, summary: '车次链列表', querystring: opsBlockQuerySchema, response: { 200: replySchema(z.array(opsBlockSchema)) } },
    },
    async (request) => ok(await listBlocksFor(db, request.ctx.session.tenantId, request.query)),
  );

  fastify.post(
    '/ops/timetable/blocks/build',
    {
      config: { permission: P.generate },
      schema: { tags, summary: '自动生成车次链', body: opsBlockBuildSchema, response: { 200: replySchema(z.array(opsBlockSchema)) } },
    },
    async (request) => {
      const blocks = await buildBlocksFor(request.ctx, request.body);
      return ok(blocks, `已生成 ${blocks.length} 个车次链`);
    },
  );
};

export default timetableRoutes;
