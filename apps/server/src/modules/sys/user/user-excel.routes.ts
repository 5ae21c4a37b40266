import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { PERMS, replySchema, userImportResultSchema } from '@bus/contracts';
import { AppError, fieldError } from '../../../lib/app-error';
import { buildImportTemplate, IMPORT_MAX_BYTES, userImportDefinition } from './user-excel.service';
import { startCappedImport } from '../import-job/capped-import';
import { attachment, XLSX_MIME } from '../../../lib/xlsx/sheet-export';
import { registerImportJobRoutes } from '../import-job/import-job.routes';

const tags = ['user-admin'];
const DEFAULT_IMPORT_LIMITS = { maxRows: 50_000, maxUncompressedBytes: 64 * 1024 * 1024 };

/** Excel import of users (the export is the user kit's). Multipart is registered here only, not for the whole API. */
const userExcelRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  await fastify.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });

  fastify.get(
    '/sys/user/importTemplate',
    { config: { permission: PERMS.system.user.import }, schema: { tags, summary: '用户导入模板' } },
    async (_request, reply) =>
      reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', attachment('用户导入模板.xlsx'))
        .send(await buildImportTemplate()),
  );

  fastify.post(
    '/sys/user/importExcel',
    {
      config: { permission: PERMS.system.user.import },
      schema: {
        tags,
        summary: '导入用户 Excel（仅 .xlsx，最大 5 MB）：少量行当即导入；大量行在后台导入（202，按 statusUrl 查询进度）',
        response: { 200: replySchema(userImportResultSchema), 202: replySchema(userImportResultSchema) },
      },
    },
    async (request, reply) => {
      const session = request.ctx.session;
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
      const deps = { db, session, now: fastify.now, log: request.log, limits: fastify.config.importLimits ?? DEFAULT_IMPORT_LIMITS };
      const job = await startCappedImport(deps, userImportDefinition(db, session, fastify.now), { buffer, fileName: file.filename });
      if (job.status === 'running') {
        return reply.code(202).send({ success: true, message: `共 ${job.totalRows} 行，正在后台导入`, code: 202, result: job, timestamp: Date.now() });
      }
      if (job.status === 'failed') throw new AppError(500, job.message ?? '导入失败');
      // spec 03 "Import": 201 is a partial success with a downloadable file of the rejected rows
      return reply.send({ success: true, message: job.message ?? '', code: job.failCount ? 201 : 200, result: job, timestamp: Date.now() });
    },
  );

  registerImportJobRoutes(fastify, { kind: 'user', basePath: '/sys/user', permission: PERMS.system.user.import, resultFileName: '用户导入失败.xlsx', tags });
};

export default userExcelRoutes;
