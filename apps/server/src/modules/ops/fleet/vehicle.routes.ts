import { and, asc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTHENTICATED,
  fleetOptionsQuerySchema,
  listQuerySchema,
  pageResultSchema,
  PERMS,
  recordIdQuerySchema,
  recordIdsQuerySchema,
  replySchema,
  vehicleEditSchema,
  vehicleExpiringSchema,
  vehicleOptionSchema,
  vehicleRecordSchema,
  vehicleSaveSchema,
  type VehicleRecord,
} from '@bus/contracts';
import { withTimes } from '../../../lib/date-time';
import { runList } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import { attachment, buildSheet, EXPORT_MAX_ROWS, XLSX_MIME, selectedOnly } from '../../../lib/xlsx/sheet-export';
import { opsVehicle } from './fleet.table';
import { serviceDateOf } from './service-day';
import { addVehicle, countExpiring, deleteVehicles, editVehicle, expiringCondition, selectVehicles, vehicleList } from './vehicle.service';

const tags = ['ops-fleet'];
const nullReply = { 200: replySchema(z.null()) };
/** the list's own filter: 年检 or 保险 ending within 30 days */
const vehicleListQuerySchema = listQuerySchema.extend({ expiring: z.enum(['0', '1']).optional() });

type VehicleRow = typeof opsVehicle.$inferSelect & { departName?: string | null; routeNumber?: string | null } & Record<string, unknown>;
const toRecord = (row: VehicleRow): VehicleRecord => ({
  ...withTimes(row as typeof opsVehicle.$inferSelect),
  departName: row.departName ?? null,
  routeNumber: row.routeNumber ?? null,
  energyType_dictText: row.energyType_dictText as string | undefined,
  status_dictText: row.status_dictText as string | undefined,
});

const EXPORT_COLUMNS: Array<[keyof VehicleRecord & string, string, number]> = [
  ['plate', '车牌号', 14],
  ['selfNo', '自编号', 10],
  ['model', '车型', 20],
  ['energyType_dictText', '能源类型', 10],
  ['seats', '座位数', 8],
  ['capacity', '核载人数', 10],
  ['departName', '所属分公司', 16],
  ['routeNumber', '线路', 10],
  ['status_dictText', '车辆状态', 10],
  ['purchaseDate', '购置日期', 12],
  ['inspectionExpiry', '年检有效期', 12],
  ['insuranceExpiry', '保险到期', 12],
  ['remark', '备注', 24],
];

/** 车辆管理 (/zsgj/vehicle). */
const vehicleRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;

  const list = (query: z.infer<typeof vehicleListQuerySchema>, ctx: Parameters<typeof runList>[2], maxPageSize?: number) =>
    runList<VehicleRow>(vehicleList, query, ctx, {
      baseWhere: [query.expiring === '1' ? expiringCondition(serviceDateOf(ctx.now)) : undefined],
      select: selectVehicles(ctx.db) as never,
      ...(maxPageSize ? { maxPageSize } : {}),
    });

  fastify.get(
    '/ops/vehicle/list',
    {
      config: { permission: PERMS.ops.vehicle.list },
      schema: { tags, summary: '车辆列表', querystring: vehicleListQuerySchema, response: { 200: replySchema(pageResultSchema(vehicleRecordSchema)) } },
    },
    async (request) => {
      const page = await list(request.query, request.ctx);
      return ok({ ...page, records: page.records.map(toRecord) });
    },
  );

  fastify.get(
    '/ops/vehicle/expiring',
    { config: { permission: PERMS.ops.vehicle.list }, schema: { tags, summary: '即将到期车辆数', response: { 200: replySchema(vehicleExpiringSchema) } } },
    async (request) => ok(await countExpiring(db, request.ctx.session.tenantId, request.ctx.now)),
  );

  fastify.get(
    '/ops/vehicle/options',
    {
      // the duty and dispatch pickers: plates and self numbers of the tenant's vehicles, nothing else
      config: { permission: AUTHENTICATED },
      schema: { tags, summary: '车辆选项', querystring: fleetOptionsQuerySchema, response: { 200: replySchema(z.array(vehicleOptionSchema)) } },
    },
    async (request) => {
      const { usable, routeId } = request.query;
      const rows = await db
        .select({ id: opsVehicle.id, plate: opsVehicle.plate, selfNo: opsVehicle.selfNo, routeId: opsVehicle.routeId, status: opsVehicle.status })
        .from(opsVehicle)
        .where(
          and(
            eq(opsVehicle.tenantId, request.ctx.session.tenantId),
            usable === '1' ? eq(opsVehicle.status, 'operating') : ne(opsVehicle.status, 'scrapped'),
            routeId ? eq(opsVehicle.routeId, routeId) : undefined,
          ),
        )
        .orderBy(asc(opsVehicle.selfNo));
      return ok(rows);
    },
  );

  fastify.post(
    '/ops/vehicle/add',
    {
      config: { permission: PERMS.ops.vehicle.add },
      schema: { tags, summary: '新增车辆', body: vehicleSaveSchema, response: { 200: replySchema(vehicleRecordSchema) } },
    },
    async (request) => {
      const row = await addVehicle(request.ctx, request.body);
      return ok(toRecord(row), '添加成功！');
    },
  );

  fastify.put(
    '/ops/vehicle/edit',
    {
      config: { permission: PERMS.ops.vehicle.edit },
      schema: { tags, summary: '编辑车辆', body: vehicleEditSchema, response: { 200: replySchema(vehicleRecordSchema) } },
    },
    async (request) => {
      const row = await editVehicle(request.ctx, request.body);
      return ok(toRecord(row), '编辑成功!');
    },
  );

  fastify.delete(
    '/ops/vehicle/delete',
    { config: { permission: PERMS.ops.vehicle.delete }, schema: { tags, summary: '删除车辆', querystring: recordIdQuerySchema, response: nullReply } },
    async (request) => {
      await deleteVehicles(request.ctx, [request.query.id]);
      return ok(null, '删除成功!');
    },
  );

  fastify.delete(
    '/ops/vehicle/deleteBatch',
    {
      config: { permission: PERMS.ops.vehicle.batch_delete },
      schema: { tags, summary: '批量删除车辆', querystring: recordIdsQuerySchema, response: nullReply },
    },
    async (request) => {
      const n = await deleteVehicles(request.ctx, request.query.ids.split(',').filter(Boolean).slice(0, 1000));
      return ok(null, `已删除 ${n} 辆车`);
    },
  );

  fastify.get(
    '/ops/vehicle/exportXls',
    {
      config: { permission: PERMS.ops.vehicle.export },
      schema: {
        tags,
        summary: '导出车辆（Excel）',
        querystring: vehicleListQuerySchema.extend({ selections: z.string().max(40_000).optional() }),
        response: { 200: z.any() },
      },
    },
    async (request, reply) => {
      const { selections, ...query } = request.query;
      const page = await list({ ...query, pageNo: '1', pageSize: String(EXPORT_MAX_ROWS) }, request.ctx, EXPORT_MAX_ROWS);
      const records = selectedOnly(page.records.map(toRecord), selections);
      const buffer = await buildSheet('车辆', EXPORT_COLUMNS, records);
      return reply.header('content-type', XLSX_MIME).header('content-disposition', attachment('车辆.xlsx')).send(buffer);
    },
  );
};

export default vehicleRoutes;
