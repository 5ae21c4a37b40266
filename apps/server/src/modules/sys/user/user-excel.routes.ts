import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { asc, eq, inArray } from 'drizzle-orm';
import { replySchema, userImportResultSchema } from '@bus/contracts';
import { AppError, fieldError } from '../../../lib/app-error';
import { listWhere } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import { requireSession } from '../../../plugins/auth';
import { addDictText } from '../../../lib/list-query';
import { userColumns, userInTenant, userListDefinition, withUserNames } from './user-admin.list';
import { splitIds } from './user-admin.service';
import {
  attachment,
  buildErrorReport,
  buildExportWorkbook,
  buildImportTemplate,
  ErrorReportStore,
  IMPORT_MAX_BYTES,
  importUsers,
  readImportRows,
  XLSX_MIME,
} from './user-excel.service';
import { sysUser } from './user.table';

const tags = ['user-admin'];
/** at most this many rows per export */
const EXPORT_LIMIT = 10_000;

/** Excel export / import of users. Multipart is registered here only, not for the whole API. */
const userExcelRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  const reports = new ErrorReportStore();
  await fastify.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });

  fastify.get(
    '/sys/user/exportXls',
    {
      config: { permission: 'system:user:export' },
      schema: { tags, summary: '导出用户 Excel（当前筛选或所选行）', querystring: z.record(z.string(), z.any()) },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const selections = splitIds(typeof request.query.selections === 'string' ? request.query.selections : '');
      const base = [eq(sysUser.delFlag, 0), userInTenant(session.tenantId), selections.length ? inArray(sysUser.id, selections) : undefined];
      const { parsed, where } = await listWhere(userListDefinition, request.query, { db, session, now: fastify.now() }, base);
      const rows = await db.select(userColumns).from(sysUser).where(where).orderBy(...parsed.orderBy, asc(sysUser.id)).limit(EXPORT_LIMIT);
      const named = await withUserNames(db, await addDictText(db, userListDefinition, rows), session.tenantId);
      const buffer = await buildExportWorkbook(named as never);
      return reply.header('content-type', XLSX_MIME).header('content-disposition', attachment('用户信息.xlsx')).send(buffer);
    },
  );

  fastify.get(
    '/sys/user/importTemplate',
    { config: { permission: 'system:user:import' }, schema: { tags, summary: '用户导入模板' } },
    async (_request, reply) =>
      reply.header('content-type', XLSX_MIME).header('content-disposition', attachment('用户导入模板.xlsx')).send(await buildImportTemplate()),
  );

  fastify.post(
    '/sys/user/importExcel',
    {
      config: { permission: 'system:user:import' },
      schema: { tags, summary: '导入用户 Excel（仅 .xlsx，最大 5 MB）', response: { 200: replySchema(userImportResultSchema) } },
    },
    async (request, reply) => {
      const session = requireSession(request);
      if (!request.isMultipart()) throw fieldError('file', '请上传 .xlsx 文件');
      const file = await request.file();
      if (!file) throw fieldError('file', '请上传 .xlsx 文件');
      if (!/\.xlsx$/i.test(file.filename)) throw fieldError('file', '只支持 .xlsx 格式的文件');
      let buffer: Buffer;
      try {
        buffer = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, '文件大小不能超过 5 MB');
        throw error;
      }
      let rows;
      try {
        rows = await readImportRows(buffer);
      } catch {
        throw fieldError('file', '无法读取文件，请使用导入模板');
      }
      if (rows.length === 0) throw fieldError('file', '文件中没有数据');
      const now = fastify.now();
      const { successCount, rejected } = await importUsers(db, session, rows, now);
      if (rejected.length === 0) return ok({ successCount, failCount: 0, errorFileUrl: null }, `导入成功 ${successCount} 条`);
      const id = reports.put(await buildErrorReport(rejected), session.tenantId, now);
      const message = `导入成功 ${successCount} 条，失败 ${rejected.length} 条`;
      return reply.send({
        success: true,
        message,
        code: 201,
        result: { successCount, failCount: rejected.length, errorFileUrl: `/sys/user/importError?id=${id}` },
        timestamp: Date.now(),
      });
    },
  );

  fastify.get(
    '/sys/user/importError',
    {
      config: { permission: 'system:user:import' },
      schema: { tags, summary: '导入失败行（含原因）', querystring: z.object({ id: z.string().min(1) }) },
    },
    async (request, reply) => {
      const buffer = reports.get(request.query.id, requireSession(request).tenantId, fastify.now());
      if (!buffer) throw new AppError(404, '错误报告已过期，请重新导入');
      return reply.header('content-type', XLSX_MIME).header('content-disposition', attachment('用户导入失败.xlsx')).send(buffer);
    },
  );
};

export default userExcelRoutes;
