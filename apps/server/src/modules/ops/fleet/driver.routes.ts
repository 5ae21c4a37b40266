import { and, asc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTHENTICATED,
  driverEditSchema,
  driverOptionSchema,
  driverRecordSchema,
  driverSaveSchema,
  fleetOptionsQuerySchema,
  listQuerySchema,
  pageResultSchema,
  PERMS,
  recordIdQuerySchema,
  recordIdsQuerySchema,
  replySchema,
  type DriverRecord,
} from '@bus/contracts';
import { formatDateTime } from '../../../lib/date-time';
import { addDictText, runList } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import { userDirectory } from '../../sys';
import { addDriver, deleteDrivers, driverList, editDriver, selectDrivers } from './driver.service';
import { attachment, buildSheet, EXPORT_MAX_ROWS, XLSX_MIME, selectedOnly } from '../../../lib/xlsx/sheet-export';
import { opsDriver } from './fleet.table';

const tags = ['ops-fleet'];
const nullReply = { 200: replySchema(z.null()) };

type DriverRow = Omit<DriverRecord, 'createTime' | 'updateTime'> & { createTime: Date; updateTime: Date | null } & Record<string, unknown>;
const toRecord = (row: DriverRow): DriverRecord => ({
  ...row,
  createTime: formatDateTime(row.createTime),
  updateTime: formatDateTime(row.updateTime),
  status_dictText: row.status_dictText as string | undefined,
});

const EXPORT_COLUMNS: Array<[keyof DriverRecord & string, string, number]> = [
  ['realname', '姓名', 10],
  ['workNo', '工号', 12],
  ['phone', '手机号', 14],
  ['licenceClass', '准驾车型', 10],
  ['licenceNo', '驾驶证号', 22],
  ['licenceExpiry', '驾驶证有效期', 14],
  ['qualificationNo', '从业资格证号', 22],
  ['qualificationExpiry', '资格证有效期', 14],
  ['homeRouteNumber', '所属线路', 10],
  ['status_dictText', '状态', 8],
  ['hireDate', '入职日期', 12],
  ['remark', '备注', 24],
];

/** 驾驶员管理 (/zsgj/driver): the driver records; duties and rules are in duty.routes.ts. */
const driverRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;

  /** a driver read back after a save, with the user's name and line */
  const readDriver = async (ctx: Parameters<typeof runList>[2], id: string) => {
    const [row] = await selectDrivers(ctx.db)({ where: eq(opsDriver.id, id), orderBy: [], limit: 1, offset: 0 });
    const [withText] = await addDictText(ctx, driverList, [row as unknown as Record<string, unknown>]);
    return toRecord(withText as DriverRow);
  };

  fastify.get(
    '/ops/driver/list',
    {
      config: { permission: PERMS.ops.driver.list },
      schema: { tags, summary: '驾驶员列表', querystring: listQuerySchema, response: { 200: replySchema(pageResultSchema(driverRecordSchema)) } },
    },
    async (request) => {
      const page = await runList<DriverRow>(driverList, request.query, request.ctx, { select: selectDrivers(db) as never });
      return ok({ ...page, records: page.records.map(toRecord) });
    },
  );

  fastify.get(
    '/ops/driver/options',
    {
      // the duty pickers: names and work numbers of the tenant's drivers, nothing else
      config: { permission: AUTHENTICATED },
      schema: { tags, summary: '驾驶员选项', querystring: fleetOptionsQuerySchema, response: { 200: replySchema(z.array(driverOptionSchema)) } },
    },
    async (request) => {
      const { usable, routeId } = request.query;
      const [realname, workNo] = [userDirectory.userField(opsDriver.userId, 'realname'), userDirectory.userField(opsDriver.userId, 'workNo')];
      const rows = await db
        .select({ id: opsDriver.id, realname, workNo, homeRouteId: opsDriver.homeRouteId, status: opsDriver.status })
        .from(opsDriver)
        .where(
          and(
            eq(opsDriver.tenantId, request.ctx.session.tenantId),
            usable === '1' ? eq(opsDriver.status, 'active') : ne(opsDriver.status, 'resigned'),
            routeId ? eq(opsDriver.homeRouteId, routeId) : undefined,
          ),
        )
        .orderBy(asc(workNo));
      // a driver whose user is gone has no name to pick by
      return ok(rows.flatMap((row) => (row.realname === null ? [] : [{ ...row, realname: row.realname }])));
    },
  );

  fastify.post(
    '/ops/driver/add',
    {
      config: { permission: PERMS.ops.driver.add },
      schema: { tags, summary: '新增驾驶员', body: driverSaveSchema, response: { 200: replySchema(driverRecordSchema) } },
    },
    async (request) => ok(await readDriver(request.ctx, (await addDriver(request.ctx, request.body)).id), '添加成功！'),
  );

  fastify.put(
    '/ops/driver/edit',
    {
      config: { permission: PERMS.ops.driver.edit },
      schema: { tags, summary: '编辑驾驶员', body: driverEditSchema, response: { 200: replySchema(driverRecordSchema) } },
    },
    async (request) => ok(await readDriver(request.ctx, (await editDriver(request.ctx, request.body)).id), '编辑成功!'),
  );

  fastify.delete(
    '/ops/driver/delete',
    { config: { permission: PERMS.ops.driver.delete }, schema: { tags, summary: '删除驾驶员', querystring: recordIdQuerySchema, response: nullReply } },
    async (request) => {
      await deleteDrivers(request.ctx, [request.query.id]);
      return ok(null, '删除成功!');
    },
  );

  fastify.delete(
    '/ops/driver/deleteBatch',
    {
      config: { permission: PERMS.ops.driver.batch_delete },
      schema: { tags, summary: '批量删除驾驶员', querystring: recordIdsQuerySchema, response: nullReply },
    },
    async (request) => {
      const n = await deleteDrivers(request.ctx, request.query.ids.split(',').filter(Boolean).slice(0, 1000));
      return ok(null, `已删除 ${n} 名驾驶员`);
    },
  );

  fastify.get(
    '/ops/driver/exportXls',
    {
      config: { permission: PERMS.ops.driver.export },
      schema: {
        tags,
        summary: '导出驾驶员（Excel）',
        querystring: listQuerySchema.extend({ selections: z.string().max(40_000).optional() }),
        response: { 200: z.any() },
      },
    },
    async (request, reply) => {
      const { selections, ...query } = request.query;
      const page = await runList<DriverRow>(driverList, { ...query, pageNo: '1', pageSize: String(EXPORT_MAX_ROWS) }, request.ctx, {
        select: selectDrivers(db) as never,
        maxPageSize: EXPORT_MAX_ROWS,
      });
      const records = selectedOnly(page.records.map(toRecord), selections);
      const buffer = await buildSheet('驾驶员', EXPORT_COLUMNS, records);
      return reply.header('content-type', XLSX_MIME).header('content-disposition', attachment('驾驶员.xlsx')).send(buffer);
    },
  );
};

export default driverRoutes;
