import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dispatchDayQuerySchema,
  dispatchPlanPreviewSchema,
  dispatchPlanResultSchema,
  dispatchPlanSchema,
  listQuerySchema,
  pageResultSchema,
  PERMS,
  punctualitySchema,
  replySchema,
  serviceDateSchema,
  tripRecordActualSchema,
  tripRecordCancelSchema,
  tripRecordReplaceSchema,
  tripRecordSchema,
} from '@bus/contracts';
import { addDictText, runList, type ListContext } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import { formatClock } from '../fleet/duty-check';
import { attachment, buildSheet, EXPORT_MAX_ROWS, XLSX_MIME, selectedOnly } from '../../../lib/xlsx/sheet-export';
import { eq } from 'drizzle-orm';
import { generatePlan, planPreview } from './dispatch-plan';
import {
  cancelTrip,
  punctuality,
  recordActuals,
  replaceVehicle,
  selectTripRecords,
  toTripRecord,
  tripRecordList,
  type TripRecordRow,
} from './dispatch.service';
import { opsTripRecord } from './dispatch.table';

const tags = ['ops-dispatch'];
/** a day's records: the date is required (a list across every day would mean nothing here) */
const dayListQuerySchema = listQuerySchema.extend({ serviceDate: serviceDateSchema });
const DIRECTIONS = ['上行', '下行'];

type ExportRow = Record<string, string | number | null>;
const EXPORT_COLUMNS: Array<[string, string, number]> = [
  ['routeNumber', '线路', 10],
  ['direction', '方向', 8],
  ['blockCode', '车次', 14],
  ['tripCode', '班次', 18],
  ['plate', '车辆', 14],
  ['driverName', '驾驶员', 10],
  ['plannedDeparture', '计划发车', 10],
  ['actualDeparture', '实际发车', 10],
  ['delayMinutes', '晚点(分钟)', 10],
  ['plannedArrival', '计划到达', 10],
  ['actualArrival', '实际到达', 10],
  ['state', '状态', 8],
  ['replacedPlate', '原计划车辆', 14],
  ['reason', '原因', 24],
];
const clock = (seconds: number | null) => (seconds === null ? '' : formatClock(seconds));

/** 运营记录 (/zsgj/operatingRecord). */
const dispatchRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;

  const list = (query: z.infer<typeof dayListQuerySchema>, ctx: ListContext, maxPageSize?: number) =>
    runList<TripRecordRow>(tripRecordList, query, ctx, { select: selectTripRecords(ctx.db) as never, ...(maxPageSize ? { maxPageSize } : {}) });

  const readRecord = async (ctx: ListContext, id: string) => {
    const rows = await selectTripRecords(ctx.db)({ where: eq(opsTripRecord.id, id), orderBy: [], limit: 1, offset: 0 });
    const [withText] = await addDictText(ctx, tripRecordList, rows as unknown as TripRecordRow[]);
    return toTripRecord(withText as TripRecordRow);
  };

  fastify.get(
    '/ops/dispatch/list',
    {
      config: { permission: PERMS.ops.dispatch.list },
      schema: { tags, summary: '运营记录（某日）', querystring: dayListQuerySchema, response: { 200: replySchema(pageResultSchema(tripRecordSchema)) } },
    },
    async (request) => {
      const page = await list(request.query, request.ctx);
      return ok({ ...page, records: page.records.map(toTripRecord) });
    },
  );

  fastify.get(
    '/ops/dispatch/punctuality',
    {
      config: { permission: PERMS.ops.dispatch.list },
      schema: { tags, summary: '准点率（按线路）', querystring: dispatchDayQuerySchema, response: { 200: replySchema(punctualitySchema) } },
    },
    async (request) => ok(await punctuality(db, request.ctx.session.tenantId, request.query.date, request.query.routeId)),
  );

  fastify.get(
    '/ops/dispatch/plan-preview',
    {
      config: { permission: PERMS.ops.dispatch.plan },
      schema: { tags, summary: '生成运营计划前的检查', querystring: dispatchDayQuerySchema, response: { 200: replySchema(dispatchPlanPreviewSchema) } },
    },
    async (request) => ok(await planPreview(db, request.ctx.session.tenantId, request.query.date)),
  );

  fastify.post(
    '/ops/dispatch/plan',
    {
      config: { permission: PERMS.ops.dispatch.plan },
      schema: { tags, summary: '生成运营计划', body: dispatchPlanSchema, response: { 200: replySchema(dispatchPlanResultSchema) } },
    },
    async (request) => {
      const result = await generatePlan(request.ctx, request.body.serviceDate);
      return ok(result, `运营计划已生成：新增 ${result.created} 条，更新 ${result.updated} 条，保留已记录 ${result.kept} 条`);
    },
  );

  fastify.put(
    '/ops/dispatch/record',
    {
      config: { permission: PERMS.ops.dispatch.record },
      schema: { tags, summary: '记录实发/实到', body: tripRecordActualSchema, response: { 200: replySchema(tripRecordSchema) } },
    },
    async (request) => ok(await readRecord(request.ctx, (await recordActuals(request.ctx, request.body)).id), '保存成功'),
  );

  fastify.put(
    '/ops/dispatch/cancel',
    {
      config: { permission: PERMS.ops.dispatch.record },
      schema: { tags, summary: '取消班次', body: tripRecordCancelSchema, response: { 200: replySchema(tripRecordSchema) } },
    },
    async (request) => ok(await readRecord(request.ctx, (await cancelTrip(request.ctx, request.body)).id), '班次已取消'),
  );

  fastify.put(
    '/ops/dispatch/replace',
    {
      config: { permission: PERMS.ops.dispatch.record },
      schema: { tags, summary: '换车', body: tripRecordReplaceSchema, response: { 200: replySchema(tripRecordSchema) } },
    },
    async (request) => ok(await readRecord(request.ctx, (await replaceVehicle(request.ctx, request.body)).id), '换车已保存'),
  );

  fastify.get(
    '/ops/dispatch/exportXls',
    {
      config: { permission: PERMS.ops.dispatch.export },
      schema: {
        tags,
        summary: '导出运营记录（Excel）',
        querystring: dayListQuerySchema.extend({ selections: z.string().max(40_000).optional() }),
        response: { 200: z.any() },
      },
    },
    async (request, reply) => {
      const { selections, ...query } = request.query;
      const page = await list({ ...query, pageNo: '1', pageSize: String(EXPORT_MAX_ROWS) }, request.ctx, EXPORT_MAX_ROWS);
      const rows: ExportRow[] = selectedOnly(page.records.map(toTripRecord), selections).map((r) => ({
        routeNumber: r.routeNumber,
        direction: DIRECTIONS[r.directionId] ?? String(r.directionId),
        blockCode: r.blockCode,
        tripCode: r.tripCode,
        plate: r.plate,
        driverName: r.driverName,
        plannedDeparture: clock(r.plannedDeparture),
        actualDeparture: clock(r.actualDeparture),
        delayMinutes: r.delayMinutes,
        plannedArrival: clock(r.plannedArrival),
        actualArrival: clock(r.actualArrival),
        state: r.state_dictText ?? r.state,
        replacedPlate: r.replacedPlate,
        reason: r.reason,
      }));
      const buffer = await buildSheet(`运营记录 ${query.serviceDate}`, EXPORT_COLUMNS, rows);
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', attachment(`运营记录_${query.serviceDate}.xlsx`))
        .send(buffer);
    },
  );
};

export default dispatchRoutes;
