import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idsQuerySchema, PERMS, pageResultSchema, replySchema, systemLogSchema, type SystemLog, listQuerySchema } from '@bus/contracts';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import { runList } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import { attachment, XLSX_MIME } from '../../../lib/xlsx/sheet-export';
import clientErrorRoutes from './client-error.routes';
import { buildLogWorkbook } from './log-export';
import { systemLogList } from './log.list';
import { sysLog } from './log.table';

const tags = ['log'];
const EXPORT_MAX_ROWS = 10_000;

type LogRow = typeof sysLog.$inferSelect;
const toRecord = (row: LogRow & Record<string, unknown>): SystemLog => ({
  ...row,
  logType_dictText: row.logType_dictText as string | undefined,
  createTime: formatDateTime(row.createTime)!,
});

/** Login, operation and page-error log (system:log:*). Entries are written by plugins/system-log.ts, sign-in and the web's error reports. */
const logRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  await fastify.register(clientErrorRoutes);

  fastify.get(
    '/sys/log/list',
    {
      config: { permission: PERMS.system.log.list },
      schema: { tags, summary: '系统日志列表', querystring: listQuerySchema, response: { 200: replySchema(pageResultSchema(systemLogSchema)) } },
    },
    async (request) => {
      const page = await runList<LogRow>(systemLogList, request.query, request.ctx);
      return ok({ ...page, records: page.records.map(toRecord) });
    },
  );

  const remove = async (ids: string[]) => {
    const rows = await db.delete(sysLog).where(inArray(sysLog.id, ids)).returning({ id: sysLog.id });
    if (rows.length === 0) throw new AppError(404, '日志不存在');
    return rows.length;
  };

  fastify.delete(
    '/sys/log/delete',
    {
      config: { permission: PERMS.system.log.delete },
      schema: { tags, summary: '删除日志', querystring: z.object({ id: z.string().min(1, '缺少 id') }), response: { 200: replySchema(z.null()) } },
    },
    async (request) => {
      await remove([request.query.id]);
      return ok(null, '删除成功');
    },
  );

  fastify.delete(
    '/sys/log/deleteBatch',
    {
      config: { permission: PERMS.system.log.batch_delete },
      schema: {
        tags,
        summary: '批量删除日志',
        querystring: idsQuerySchema,
        response: { 200: replySchema(z.null()) },
      },
    },
    async (request) => {
      const n = await remove(request.query.ids);
      return ok(null, `删除成功 ${n} 条`);
    },
  );

  fastify.get(
    '/sys/log/exportXls',
    {
      config: { permission: PERMS.system.log.export },
      schema: { tags, summary: '导出日志（Excel）', querystring: listQuerySchema, response: { 200: z.any() } },
    },
    async (request, reply) => {
      const params = { ...request.query, pageNo: 1, pageSize: EXPORT_MAX_ROWS };
      const page = await runList<LogRow>(systemLogList, params, request.ctx, { maxPageSize: EXPORT_MAX_ROWS });
      const buffer = await buildLogWorkbook(page.records.map(toRecord));
      return reply.header('content-type', XLSX_MIME).header('content-disposition', attachment('系统日志.xlsx')).send(buffer);
    },
  );
};

export default logRoutes;
